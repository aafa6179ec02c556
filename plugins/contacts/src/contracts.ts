/**
 * What the contacts routes answer and accept, as the screen (modules/contacts) and a client see it. The module
 * imports these types (`@balcao/plugin-contacts/contracts`), so a field the server adds or renames breaks the
 * browser's type check instead of going unnoticed. Types only: the file imports nothing.
 */

// --- /contacts ---

/** One of a contact's extraInfo pairs (name and value); a loaded one carries its id. */
export interface ExtraInfo {
  id?: number;
  name: string;
  value: string;
}

/**
 * A contact as GET /contacts (a page), GET /contacts/:id (with extraInfo), POST /contacts, PUT /contacts/:id and
 * POST /contacts/:id/merge answer it (the Contact model).
 */
export interface ContactWire {
  id: number;
  uuid: string;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string | null;
  isGroup: boolean;
  extraInfo?: ExtraInfo[];
}

/** POST /contacts and PUT /contacts/:id (extraInfo, when given, is the whole new list) */
export interface ContactInputWire {
  name: string;
  number: string;
  email?: string;
  extraInfo: ExtraInfo[];
}

/** GET /contacts?searchParam&pageNumber: 20 a page by name */
export interface ContactPage {
  contacts: ContactWire[];
  count: number;
  hasMore: boolean;
}

// --- /contacts/import, /contacts/upload ---

/** POST /contacts/import and POST /contacts/upload: how many contacts the address book or the sheet added */
export interface ImportResult {
  message: string;
  imported: number;
  skipped: number;
}
