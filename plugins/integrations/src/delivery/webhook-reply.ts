import { z } from 'zod';
import { readBotCommands } from '@balcao/plugin-tickets';
import { commandActions, endsTheList } from '../runners/command-actions.js';
import type { RunnerAction } from '../runners/runner.js';

/**
 * What a receiver may answer with its 2xx: texts to send to the contact, commands (docs/plugins.md "Bot
 * commands": transfer, assign, tag, untag, note, close, wait, handover, end) and, optionally, a hand-over to a
 * queue or an attendant (the older field, still read). Anything else in the answer is ignored, and an answer that
 * is not this shape sends nothing (a receiver that only acknowledges is fine).
 */
const replySchema = z.object({
  replies: z.array(z.object({ body: z.string() })).optional(),
  // each element is read on its own: one bad command is refused (and recorded), the rest of the answer still runs
  commands: z.unknown().optional(),
  handover: z
    .object({
      queueId: z.coerce.number().int().positive().optional(),
      userId: z.coerce.number().int().positive().optional(),
    })
    .optional(),
});

/** The answer's actions: the texts, then the commands in order, then the hand-over; the first that ends the bot ends the list. */
export function replyActions(reply: unknown): RunnerAction[] {
  const parsed = replySchema.safeParse(reply);
  if (!parsed.success) return [];
  const actions: RunnerAction[] = (parsed.data.replies ?? [])
    .filter((r) => r.body.trim())
    .map((r) => ({ type: 'text', body: r.body }));
  const { commands, handover } = parsed.data;
  if (commands !== undefined && !Array.isArray(commands))
    actions.push({ type: 'refused-command', raw: commands, reason: 'commands: Expected array' });
  actions.push(...commandActions(readBotCommands(commands)));
  if (handover) actions.push({ type: 'handover', ...handover });
  const end = actions.findIndex(endsTheList);
  return end < 0 ? actions : actions.slice(0, end + 1);
}
