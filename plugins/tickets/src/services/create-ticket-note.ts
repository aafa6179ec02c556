import { AppError, scoped, type AuthUser } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import { TicketNote } from '../ticket-note-model.js';
import type { NoteFields } from '../note-schemas.js';
import { ticketForUser } from './ticket-access.js';
import type { TicketDeps } from './ticket-deps.js';
import { tellNow } from './tell-ticket-event.js';

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
  const contact = await scoped(Contact, user.companyId).findById(fields.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404);
  const created = await scoped(TicketNote, user.companyId).insert({ ...fields, userId: user.id });
  await tellNow(deps, {
    companyId: user.companyId,
    ticketId: fields.ticketId,
    type: 'note-added',
    userId: user.id,
    data: { noteId: created.id },
  });
  return (await scoped(TicketNote, user.companyId)
    .withGraphFetched('[user, contact, ticket]')
    .findById(created.id))!;
}
