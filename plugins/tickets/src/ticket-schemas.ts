import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam } from '@balcao/core';

/**
 * A list of ids as Whaticket's client sends it in a query: a JSON array in a string ('[1,2]'), a bare id, or
 * the key repeated (`queueIds=1&queueIds=2`). Anything else is a 400, never a 500 from JSON.parse.
 */
const idList = z.preprocess((raw) => {
  if (raw === undefined || raw === '') return undefined;
  if (Array.isArray(raw))
    return raw.flatMap((v) => (typeof v === 'string' && v.startsWith('[') ? parse(v) : [v]));
  if (typeof raw === 'string') return raw.trim().startsWith('[') ? parse(raw) : [raw];
  return raw;
}, z.array(z.coerce.number().int().positive()).max(500).optional());

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // zod names the field
  }
}

/** 'YYYY-MM-DD' (Whaticket's date pickers), read as that whole local day */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, { error: 'Invalid date' })
  .optional()
  .or(z.literal('').transform(() => undefined));

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true');

/** GET /tickets: Whaticket's query names (spec §7). Unknown keys are ignored, as its clients add their own. */
export const ticketListQuery = z.object({
  searchParam: searchParam(),
  pageNumber: pageNumber(),
  status: z
    .enum(['pending', 'open', 'closed', ''])
    .optional()
    .transform((v) => v || undefined),
  tags: idList,
  users: idList,
  queueIds: idList,
  showAll: flag,
  withUnreadMessages: flag,
  date: day,
  updatedAt: day,
});
export type TicketListQuery = z.output<typeof ticketListQuery>;

/** an id that may be cleared: null, '' or false mean "none" (Whaticket's selects start empty) */
const nullableId = z.union([
  z.coerce.number().int().positive(),
  z.union([z.null(), z.literal(''), z.literal(false)]).transform(() => null),
]);

const status = z.enum(['pending', 'open', 'closed']);

/** what the ticket screens post back from a loaded ticket: the server decides these */
const ticketEchoes = [
  'id',
  'uuid',
  'contact',
  'queue',
  'user',
  'whatsapp',
  'tags',
  'lastMessage',
  'lastContactMessage',
  'unreadMessages',
  'isGroup',
  'createdAt',
  'updatedAt',
  'read',
  'fromMe',
  'chatbot',
  'queueOptionId',
  'amountUsedBotQueues',
] as const;

/** POST /tickets (spec §7): the new-ticket dialog */
export const createTicketBody = lenientBody(
  z
    .object({
      contactId: z.coerce.number().int().positive(),
      queueId: nullableId.optional(),
      whatsappId: nullableId.optional(),
      userId: nullableId.optional(),
      status: status.optional(),
    })
    .strict(),
  { echoes: ticketEchoes },
);
export type CreateTicketInput = z.output<typeof createTicketBody>;

/** PUT /tickets/:id (spec §4): accept, return, resolve, reopen, transfer */
export const updateTicketBody = lenientBody(
  atLeastOne(
    z
      .object({
        status: status.optional(),
        userId: nullableId.optional(),
        queueId: nullableId.optional(),
        whatsappId: nullableId.optional(),
        useIntegration: z.boolean().optional(),
        promptId: nullableId.optional(),
        integrationId: nullableId.optional(),
      })
      .strict(),
  ),
  { echoes: [...ticketEchoes, 'contactId'] },
);
export type UpdateTicketInput = z.output<typeof updateTicketBody>;
