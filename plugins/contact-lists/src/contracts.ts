/**
 * What the contact-lists routes answer and accept, as the screen (modules/contact-lists) and a client see it. The
 * module imports these types (`@balcao/plugin-contact-lists/contracts`), so a field the server adds or renames
 * breaks the browser's type check instead of going unnoticed. Types only: the file imports nothing.
 */

// --- /contact-lists ---

/**
 * A contact list as Whaticket answers it (GET /contact-lists and /contact-lists/:id, POST, PUT, and the socket's
 * `contact-list` events): its row and how many items it holds. The times are Dates on the server, text on the wire.
 */
export interface ContactListWire {
  id: number;
  companyId: number;
  name: string;
  contactsCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** GET /contact-lists?searchParam&pageNumber: 20 a page by name, each with its contactsCount */
export interface ContactListPage {
  records: ContactListWire[];
  count: number;
  hasMore: boolean;
}

/** What POST /contact-lists/:id/upload answers. */
export interface ImportResult {
  /** items created */
  count: number;
  /** rows whose number the list (or an earlier row) already had */
  duplicates: number;
  /** rows without a usable number (fewer than 8 digits, more than 50 characters) */
  invalid: number;
}

// --- /contact-list-items ---

/**
 * A contact list item as Whaticket answers it (GET /contact-list-items and /contact-list-items/:id, POST, PUT, and
 * the socket's item events); isWhatsappValid is null until the number was checked.
 */
export interface ContactListItemWire {
  id: number;
  companyId: number;
  contactListId: number;
  name: string;
  number: string;
  email: string | null;
  isWhatsappValid: boolean | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** POST /contact-list-items; PUT /contact-list-items/:id (a new contactListId moves it) */
export interface ContactListItemInput {
  name: string;
  number: string;
  email: string | null;
  contactListId: number;
}

/** GET /contact-list-items?contactListId&searchParam&pageNumber: 20 a page of one list, by name */
export interface ContactListItemPage {
  contacts: ContactListItemWire[];
  count: number;
  hasMore: boolean;
}
