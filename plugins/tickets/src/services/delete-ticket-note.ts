import { AppError, type AuthUser, tenant } from '@balcao/core';
import { TicketNote } from '../ticket-note-model.js';
import { findNote, mayEditNote } from './find-ticket-notes.js';
import type { TicketDeps } from './ticket-deps.js';

/** Removes a note: its author or an admin (Whaticket lets only admins; an author may take back their own). */
export async function deleteTicketNote(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  id: number,
): Promise<void> {
  const note = await findNote(deps, user, id);
  if (!mayEditNote(user, note)) throw new AppError('ERR_NO_PERMISSION', 403);
  await tenant(user.companyId)(TicketNote).deleteById(id);
}
