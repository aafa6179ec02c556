/**
 * What the announcements routes and events answer and accept, as the screen (modules/announcements) and a client
 * see it. The module imports this file (`@balcao/plugin-announcements/contracts`), so a field the server adds or
 * renames breaks the browser's type check instead of going unnoticed. Types and one constant: it imports nothing.
 */

// --- /announcements ---

/**
 * Spec §3 Announcement, as GET /announcements/ (a page of `{ records, count, hasMore }`), GET /announcements/:id,
 * POST and PUT answer it.
 */
export interface AnnouncementWire {
  id: number;
  title: string;
  text: string;
  /** 1 Alta, 2 Média, 3 Baixa */
  priority: number;
  /** Ativo / Inativo */
  status: boolean;
  /** a signed link to the image, readable without a token */
  mediaPath: string | null;
  mediaName: string | null;
  /** the author's company, whose private media keeps the image */
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /announcements (priority 3 and active unless told); PUT /announcements/:id takes any of them */
export interface AnnouncementInput {
  title: string;
  text: string;
  priority: number;
  status: boolean;
}

// --- socket events ---

/** The event every signed-in user hears (the popover); the author's company hears `company-{id}-announcement`. */
export const GLOBAL_EVENT = 'company-announcement';

/**
 * Whaticket's `company-announcement` and `company-{id}-announcement` payloads. A delete carries `id` as
 * Whaticket's client reads it, and `record: { id }` for clients that read the record. `R` is the record as the
 * server holds it before JSON (its times still Dates); the screen reads the default.
 */
export type AnnouncementEvent<R = AnnouncementWire> =
  { action: 'create' | 'update'; record: R } | { action: 'delete'; id: number; record: { id: number } };
