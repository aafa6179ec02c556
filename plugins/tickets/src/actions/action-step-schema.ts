import { z } from 'zod';

/** One action as a rule or a macro stores it: its kind and its params, which the action registry checks. */
export const actionStep = z
  .object({
    kind: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(60),
    params: z.record(z.string(), z.unknown()).optional().default({}),
  })
  .strict();
