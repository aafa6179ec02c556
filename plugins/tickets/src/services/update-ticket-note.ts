import { AppError, type AuthUser, tenant } from '@balcao/core';
import { TicketNote } from '../ticket-note-model.js';
import { findNote, mayEditNote } from './find-ticket-notes.js';
import type { TicketDeps } from './ticket-deps.js';

/** Changes a note's text: its author or an admin (403 ERR_NO_PERMISSION for anyone else). */
export async function updateTicketNote(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  id: number,
  changes: { note: string },
): Promise<TicketNote> {
  const note = await findNote(deps, user, id);
  if (!mayEditNote(user, note)) throw new AppError('ERR_NO_PERMISSION', 403);
  await tenant(user.companyId)(TicketNote).findById(id).patch({ note: changes.note });
  return findNote(deps, user, id);
}
