import { z } from 'zod';
import { atLeastOne, text } from '../http/validate.js';
import { connectionProviders } from './whatsapp-model.js';

/** Whaticket forms send numbers as numbers, numeric strings or '' for "none". */
const count = z.union([
  z.literal('').transform(() => 0),
  z.null().transform(() => 0),
  z.coerce.number().int().min(0).max(1_000_000),
]);
const optionalId = z.union([
  z.literal('').transform(() => null),
  z.null(),
  z.coerce.number().int().positive(),
]);
const message = z.string().max(5000, { error: 'Too Long!' }).nullable();

/**
 * Fields the Whaticket client echoes back from GET /whatsapp/:id when it saves the form. They are the server's
 * to decide (token, status, session), so they are accepted and ignored rather than refused.
 */
const echoed = {
  id: z.unknown().optional(),
  status: z.unknown().optional(),
  qrcode: z.unknown().optional(),
  retries: z.unknown().optional(),
  session: z.unknown().optional(),
  token: z.unknown().optional(),
  queues: z.unknown().optional(),
  prompt: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
};

const fields = {
  name: text(2, 50),
  isDefault: z.boolean().optional(),
  greetingMessage: message.optional(),
  complationMessage: message.optional(),
  outOfHoursMessage: message.optional(),
  ratingMessage: message.optional(),
  provider: z.enum(connectionProviders).optional(),
  timeSendQueue: count.optional(),
  sendIdQueue: optionalId.optional(),
  expiresInactiveMessage: message.optional(),
  expiresTicket: count.optional(),
  timeUseBotQueues: count.optional(),
  maxUseBotQueues: count.optional(),
  promptId: optionalId.optional(),
  queueIds: z.array(z.coerce.number().int().positive()).max(500).optional(),
};

export const connectionBody = z.object({ ...fields, ...echoed }).strict();

export const connectionPatch = atLeastOne(
  z
    .object({ ...fields, ...echoed })
    .partial()
    .strict(),
);

/** GET /whatsapp?companyId=&session=0: both are Whaticket leftovers; the company always comes from the token. */
export const connectionListQuery = z.object({
  session: z.string().max(10).optional(),
  companyId: z.string().max(20).optional(),
});

export type ConnectionInput = z.output<typeof connectionBody>;
export type ConnectionChanges = z.output<typeof connectionPatch>;
