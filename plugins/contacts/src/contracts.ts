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

// --- /whatsapp/:id/timelocks (the connections screen; here because it names the contacts) ---

/**
 * One contact WhatsApp refused with 463 (reach-out timelock) on a connection; `until` is the end WhatsApp stated
 * for the account's timelock (`untilSource: 'whatsapp'`) or the server's estimate ('estimate').
 */
export interface TimelockWire {
  contact: { id: number; name: string; number: string } | null;
  /** where the send went (the contact's number), kept when no contact has it any more */
  number: string;
  count: number;
  hitAt: string;
  until: string;
  untilSource: 'whatsapp' | 'estimate';
  active: boolean;
}

/** What WhatsApp itself last said of the connection's reach; each part null while it said nothing. */
export interface ReachLimitsWire {
  timelock: {
    active: boolean;
    endsAt: string | null;
    enforcementType: string | null;
    reportedAt: string;
  } | null;
  quota: {
    used: number;
    total: number;
    cycleEndsAt: string | null;
    status: string | null;
    reportedAt: string;
  } | null;
}

/** GET /whatsapp/:id/timelocks (admins): the connection's 463s, how many are in force, and its reach limits */
export interface TimelockList {
  active: number;
  limits: ReachLimitsWire;
  timelocks: TimelockWire[];
}
