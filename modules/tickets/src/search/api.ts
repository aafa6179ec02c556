import { api } from '@balcao/kit';

/** A piece of user text and the [start, end) ranges the server marked in it (never HTML). */
export interface Highlighted {
  text: string;
  marks: Array<[number, number]>;
}

export interface SearchGroup {
  ticket: {
    id: number;
    uuid: string;
    status: string;
    updatedAt: string;
    contact: { id: number; name: string; number: string; profilePicUrl: string | null };
    queue: { id: number; name: string; color: string } | null;
    user: { id: number; name: string } | null;
  };
  contact: { name: Highlighted; number: Highlighted } | null;
  /** `page`: the page of the conversation the message is on */
  messages: Array<{ id: number; fromMe: boolean; createdAt: string; page: number; snippet: Highlighted }>;
  notes: Array<{ id: number; snippet: Highlighted }>;
  tags: Array<{ id: number; name: string; color: string | null }>;
}

export interface SearchPage {
  groups: SearchGroup[];
  hasMore: boolean;
}

/** GET /search (the search plugin): messages, contacts, notes and tags, grouped by ticket */
export const searchEverything = (q: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<SearchPage>('/search', { q, pageNumber }, signal);
