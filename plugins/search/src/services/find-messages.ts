import { whereVisible, type TicketViewer } from '@balcao/plugin-tickets';
import { matchingRows, newestFirst } from '../search-terms.js';
import type { SearchDeps } from './search-deps.js';

export interface MessageHit {
  id: number;
  ticketId: number;
  body: string;
  fromMe: boolean;
  createdAt: Date;
}

/**
 * One page of the messages holding every word, newest first, in tickets the viewer may see (spec §6), the
 * deleted ones left out. `limit + 1` rows are read so the caller knows whether there is a next page.
 */
export async function findMessages(
  deps: SearchDeps,
  viewer: TicketViewer,
  words: string[],
  page: { limit: number; offset: number },
): Promise<MessageHit[]> {
  const q = matchingRows(deps.knex, deps.db, viewer.companyId, 'messages', ['body'], words)
    .join('tickets', 'tickets.id', 'messages.ticketId')
    .where('messages.isDeleted', false);
  whereVisible(q, viewer);
  const rows: Array<Record<string, unknown>> = await q
    .select('messages.id', 'messages.ticketId', 'messages.body', 'messages.fromMe', 'messages.createdAt')
    .orderBy(newestFirst(deps.knex, 'messages'), 'desc')
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map((r) => ({
    id: Number(r.id),
    ticketId: Number(r.ticketId),
    body: String(r.body ?? ''),
    fromMe: Boolean(r.fromMe),
    createdAt: new Date(r.createdAt as string | number | Date),
  }));
}
