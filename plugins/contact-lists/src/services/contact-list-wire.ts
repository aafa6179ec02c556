/** A contact list as Whaticket answers it: its row and how many items it holds. */
export interface ContactListWire {
  id: number;
  companyId: number;
  name: string;
  contactsCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** A contact list item as Whaticket answers it; isWhatsappValid is null until the number was checked. */
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
