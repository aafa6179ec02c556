import type { Contact } from './api';

/** Spec §2 Contacts: the export is a CSV with ';' between the columns name, number and email. */
export const CSV_SEPARATOR = ';';
export const CSV_HEADER = ['name', 'number', 'email'] as const;
export const CSV_FILENAME = 'contatos.csv';

/** A cell quoted only when it must be: it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The export's text: a header line then one line per contact, '\r\n' between lines. It starts with a UTF-8
 * byte-order mark so spreadsheet programs read accented names right (the import skips it).
 */
export function contactsCsv(contacts: Pick<Contact, 'name' | 'number' | 'email'>[]): string {
  const lines = [
    CSV_HEADER.join(CSV_SEPARATOR),
    ...contacts.map((c) => [c.name, c.number, c.email ?? ''].map(cell).join(CSV_SEPARATOR)),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download (a Blob behind a temporary <a download>). */
export function downloadCsv(text: string, filename = CSV_FILENAME): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
