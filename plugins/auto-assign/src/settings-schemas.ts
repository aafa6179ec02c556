import { atLeastOne } from '@balcao/core';
import { z } from 'zod';

/** PUT /queues/:queueId/auto-assign: either field or both */
export const autoAssignPatch = atLeastOne(
  z.object({ autoAssign: z.boolean(), maxOpenPerUser: z.number().int().min(1).max(1000) }).partial(),
);

export type AutoAssignPatch = z.infer<typeof autoAssignPatch>;

export type { AutoAssignSettings } from './contracts.js';

export const DEFAULT_MAX_OPEN = 10;
