import type { TenantDb } from '@balcao/core';
import type { Knex } from 'knex';
import type { TicketViewer } from '../services/ticket-viewer.js';
import { conversationPages } from './conversation-pages.js';
import { findMessages, type MessageHit } from './find-messages.js';
import { findNotes, type NoteHit } from './find-notes.js';
import { loadTicketCards, type TicketCard } from './load-ticket-cards.js';
import { visibleTicketIds, type TicketFilter } from './visible-ticket-ids.js';

/**
 * What a search of the company's conversations (the search plugin's GET /search) asks the tickets plugin, owner
 * of the tickets, messages and notes: each read only of what the viewer may see (spec §6). `words` are whole
 * words, letters and digits only, matched as word prefixes (core's db/full-text.ts).
 */
export interface TicketSearch {
  /** a page of the messages holding every word, newest first; `limit + 1` read so the caller knows of a next */
  messages(
    viewer: TicketViewer,
    words: string[],
    page: { limit: number; offset: number },
  ): Promise<MessageHit[]>;
  /** the newest `limit` notes holding every word */
  notes(viewer: TicketViewer, words: string[], limit: number): Promise<NoteHit[]>;
  /** the ids of the visible tickets of these contacts, or among these ids, latest activity first */
  ticketIds(viewer: TicketViewer, filter: TicketFilter, limit: number): Promise<number[]>;
  /** the tickets by id with contact, queue and attendant, as a result group shows them */
  cards(companyId: number, ids: number[]): Promise<Map<number, TicketCard>>;
  /** the page of GET /messages/:ticketId each message is on */
  pages(companyId: number, messageIds: number[]): Promise<Map<number, number>>;
}

export function ticketSearch(deps: { knex: Knex; db: TenantDb }): TicketSearch {
  return {
    messages: (viewer, words, page) => findMessages(deps, viewer, words, page),
    notes: (viewer, words, limit) => findNotes(deps, viewer, words, limit),
    ticketIds: (viewer, filter, limit) => visibleTicketIds(deps.db, viewer, filter, limit),
    cards: (companyId, ids) => loadTicketCards(deps.db, companyId, ids),
    pages: (companyId, ids) => conversationPages(deps.db, companyId, ids),
  };
}

export type { MessageHit, NoteHit, TicketCard, TicketFilter };
