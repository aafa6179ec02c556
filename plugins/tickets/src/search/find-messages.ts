import { fullTextMatch, fullTextNewestFirst, holdsEveryWord, isSqlite, type TenantDb } from '@balcao/core';
import type { Knex } from 'knex';
import { whereVisible } from '../services/visible-tickets.js';
import type { TicketViewer } from '../services/ticket-viewer.js';
import { messageText } from './full-text-sources.js';

/** what the searches of the tickets' messages and notes use */
export interface SearchDeps {
  knex: Knex;
  db: TenantDb;
}

export interface MessageHit {
  id: number;
  ticketId: number;
  body: string;
  fromMe: boolean;
  createdAt: Date;
}

/**
 * The newest message ids MariaDB scans without the index, first a few, then as many as the first scan's density
 * says a page needs, up to the most. InnoDB's FULLTEXT hands back every match before ORDER BY id LIMIT applies, so
 * a word in 10 % of a million messages costs seconds through it (docs/benchmarks.md), while the newest rows of the
 * table hold a page of such a word. A rare word is what the index is fast at: it goes there after the first scan.
 */
export const recentWindow = { first: 10_000, most: 50_000 };

const columns = [
  'messages.id',
  'messages.ticketId',
  'messages.body',
  'messages.fromMe',
  'messages.createdAt',
];

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
  if (!isSqlite(deps.knex)) {
    const recent = await fromRecentRows(deps, viewer, words, page);
    if (recent) return recent;
  }
  const q = fullTextMatch(deps.knex, deps.db, viewer.companyId, messageText, words)
    .join('tickets', 'tickets.id', 'messages.ticketId')
    .where('messages.isDeleted', false);
  whereVisible(q, viewer);
  const rows: Array<Record<string, unknown>> = await q
    .select(columns)
    .orderBy(fullTextNewestFirst(deps.knex, messageText), 'desc')
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(toHit);
}

/**
 * MariaDB, common words: the page from the newest `recentWindow` ids, LIKE per word (the column's _ci collation
 * folds case and accents as the index does), then the index's word-prefix rule checked in code. Undefined when
 * the window does not hold the whole page: the index answers then, and a rare word is what it is fast at.
 */
async function fromRecentRows(
  deps: SearchDeps,
  viewer: TicketViewer,
  words: string[],
  page: { limit: number; offset: number },
): Promise<MessageHit[] | undefined> {
  const need = page.offset + page.limit + 1;
  const [top] = (await deps.knex('messages').max({ id: 'id' })) as Array<{ id: number | string | null }>;
  const newest = Number(top?.id ?? 0);
  /** the matches among the ids `newer` to `older` places below the newest; `whole` when the LIMIT cut none off */
  const scan = async (newer: number, older: number) => {
    const q: Knex.QueryBuilder = deps.db
      .tenant(viewer.companyId)('messages')
      .join('tickets', 'tickets.id', 'messages.ticketId')
      .where('messages.isDeleted', false)
      .where('messages.id', '>', newest - older)
      .where('messages.id', '<=', newest - newer);
    // words are letters and digits only (the search plugin's searchWords): no LIKE wildcard to escape
    for (const w of words) q.where('messages.body', 'like', `%${w}%`);
    whereVisible(q, viewer);
    const rows: Array<Record<string, unknown>> = await q
      .select(columns)
      .orderBy('messages.id', 'desc')
      .limit(need * 2);
    return {
      hits: rows.map(toHit).filter((m) => holdsEveryWord(m.body, words)),
      whole: rows.length < need * 2,
    };
  };
  const first = await scan(0, recentWindow.first);
  let hits = first.hits;
  if (hits.length < need && hits.length > 0 && first.whole && newest > recentWindow.first) {
    // the window that would hold a page at the density just seen, with a margin; only its older part is read
    const window = Math.ceil(((need * recentWindow.first) / hits.length) * 1.5);
    if (window <= recentWindow.most) hits = [...hits, ...(await scan(recentWindow.first, window)).hits];
  }
  if (hits.length < need) return undefined;
  return hits.slice(page.offset, need);
}

function toHit(r: Record<string, unknown>): MessageHit {
  return {
    id: Number(r.id),
    ticketId: Number(r.ticketId),
    body: String(r.body ?? ''),
    fromMe: Boolean(r.fromMe),
    createdAt: new Date(r.createdAt as string | number | Date),
  };
}
