import type { Knex } from 'knex';
import { AppError, type AuthUser, tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import { TicketNote } from '../ticket-note-model.js';
import type { NoteFields } from '../note-schemas.js';
import { ticketForUser } from './ticket-access.js';
import type { TicketDeps } from './ticket-deps.js';
import { tellAfterCommit, tellNow } from './tell-ticket-event.js';

/**
 * A note by the caller on a ticket they may see, about a contact of their company (ids from the body are
 * checked: another company's are not found). Answers the note with its author, as the drawer lists it.
 */
export async function createTicketNote(
  deps: Pick<TicketDeps, 'db' | 'hooks'>,
  user: AuthUser,
  fields: NoteFields,
): Promise<TicketNote> {
  await ticketForUser(deps, user, fields.ticketId);
  const contact = await tenant(user.companyId)(Contact).findById(fields.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404);
  const created = await tenant(user.companyId)(TicketNote).insert({ ...fields, userId: user.id });
  await tellNow(deps, {
    companyId: user.companyId,
    ticketId: fields.ticketId,
    type: 'note-added',
    userId: user.id,
    data: { noteId: created.id },
  });
  return (await tenant(user.companyId)(TicketNote)
    .withGraphFetched('[user, contact, ticket]')
    .findById(created.id))!;
}

/**
 * A note written inside a larger change (a macro's transaction): the ticket's contact, the author given, the
 * timeline told after the commit. The caller has checked who may write it.
 */
export async function writeTicketNote(
  deps: Pick<TicketDeps, 'db' | 'hooks'>,
  companyId: number,
  fields: { ticketId: number; note: string; userId: number | null },
  trx: Knex.Transaction,
): Promise<TicketNote> {
  const ticket = await deps.db
    .tenant(
      companyId,
      trx,
    )('tickets')
    .where({ id: fields.ticketId })
    .first('contactId');
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  const created = await tenant(
    companyId,
    trx,
  )(TicketNote).insert({
    ...fields,
    contactId: Number(ticket.contactId),
  });
  tellAfterCommit(deps, trx, {
    companyId,
    ticketId: fields.ticketId,
    type: 'note-added',
    userId: fields.userId,
    data: { noteId: created.id },
  });
  return created;
}
