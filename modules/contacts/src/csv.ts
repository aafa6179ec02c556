import { csvText } from '@balcao/kit';
import type { Contact } from './api';

/** Spec §2 Contacts: the export is a CSV with ';' between the columns name, number and email. */
const CSV_HEADER = ['name', 'number', 'email'] as const;
export const CSV_FILENAME = 'contatos.csv';

/** The export's text: a header line then one line per contact (kit's csvText: BOM, ';', '\r\n'). */
export function contactsCsv(contacts: Pick<Contact, 'name' | 'number' | 'email'>[]): string {
  return csvText([CSV_HEADER, ...contacts.map((c) => [c.name, c.number, c.email ?? ''])]);
}
