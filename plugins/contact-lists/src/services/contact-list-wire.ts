import type { ContactListItemWire, ContactListWire } from '../contracts.js';

export type { ContactListItemWire, ContactListWire } from '../contracts.js';

type Row = Record<string, unknown>;

export function toListWire(row: Row): ContactListWire {
  return { ...(row as unknown as ContactListWire), contactsCount: Number(row.contactsCount ?? 0) };
}

/** SQLite and MariaDB hand booleans back as 0/1. */
export function toItemWire(row: Row): ContactListItemWire {
  const valid = row.isWhatsappValid;
  return {
    ...(row as unknown as ContactListItemWire),
    isWhatsappValid: valid === null || valid === undefined ? null : Boolean(valid),
  };
}
