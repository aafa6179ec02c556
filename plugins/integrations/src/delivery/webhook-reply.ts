import { z } from 'zod';
import type { RunnerAction } from '../runners/runner.js';

/**
 * What a receiver may answer with its 2xx: texts to send to the contact and, optionally, a hand-over to a queue or
 * an attendant. Anything else in the answer is ignored, and an answer that is not this shape sends nothing (a
 * receiver that only acknowledges is fine).
 */
const replySchema = z.object({
  replies: z.array(z.object({ body: z.string() })).optional(),
  handover: z
    .object({
      queueId: z.coerce.number().int().positive().optional(),
      userId: z.coerce.number().int().positive().optional(),
    })
    .optional(),
});

export function replyActions(reply: unknown): RunnerAction[] {
  const parsed = replySchema.safeParse(reply);
  if (!parsed.success) return [];
  const actions: RunnerAction[] = (parsed.data.replies ?? [])
    .filter((r) => r.body.trim())
    .map((r) => ({ type: 'text', body: r.body }));
  const { handover } = parsed.data;
  if (handover) actions.push({ type: 'handover', ...handover });
  return actions;
}
