import { z } from 'zod';
import { atLeastOne, text } from '../../http/validate.js';

const count = z.number().int().min(0).max(100000);
const flag = z.boolean();

export const planBody = z
  .object({
    name: text(1, 100),
    users: count,
    connections: count,
    queues: count,
    value: z.number().min(0).max(1e9),
    enabled: flag.optional(),
    useCampaigns: flag.optional(),
    useKanban: flag.optional(),
    useOpenAi: flag.optional(),
    useIntegrations: flag.optional(),
    useSchedules: flag.optional(),
    useInternalChat: flag.optional(),
    useExternalApi: flag.optional(),
  })
  .strict();

export const planPatch = atLeastOne(planBody.partial().strict());
