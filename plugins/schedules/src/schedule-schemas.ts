import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, requiredText } from '@balcao/core';

/** Spec §5: the message is required and at least 5 characters ('Mensagem muito curta'). */
const body = requiredText(10_000, 'Obrigatório', { min: 5, error: 'Mensagem muito curta' });
const contactId = z.coerce.number({ error: 'Obrigatório' }).int().positive({ error: 'Obrigatório' });
/**
 * Spec §5: sendAt is required. An ISO string with its offset (what the module sends) or epoch ms; a string
 * without an offset is the server's local time, as Whaticket read it.
 */
const sendAt = z
  .union([z.string().trim().min(1, { error: 'Obrigatório' }), z.number()], { error: 'Obrigatório' })
  .pipe(z.coerce.date({ error: 'Data inválida' }))
  // whole seconds: MariaDB keeps no milliseconds, and both engines must answer the same time
  .transform((d) => new Date(Math.floor(d.getTime() / 1000) * 1000));

const fields = z.object({ body, contactId, sendAt });
// Whaticket's dialog posts the loaded record back: the author, the send outcome and the file are the server's
const echoes = [
  'id',
  'createdAt',
  'updatedAt',
  'userId',
  'sentAt',
  'status',
  'late',
  'attempt',
  'ticketId',
  'whatsappId',
  'mediaPath',
  'mediaName',
  'contact',
  'user',
  'ticket',
  'whatsapp',
  'company',
];

/** POST /schedules */
export const scheduleBody = lenientBody(fields.strict(), { echoes });
/** PUT /schedules/:id: any of the fields, at least one */
export const schedulePatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** GET /schedules */
export const schedulePageQuery = z.object({
  searchParam: searchParam(),
  contactId: z.coerce.number().int().positive().optional().catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  pageNumber: pageNumber(),
});

export type ScheduleFields = z.output<typeof scheduleBody>;
export type ScheduleChanges = z.output<typeof schedulePatch>;
export type SchedulePageQuery = z.output<typeof schedulePageQuery>;
