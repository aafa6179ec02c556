import { read, utils, type WorkBook } from '@e965/xlsx';
import { AppError } from '@balcao/core';

/** One row of an uploaded sheet, as written (trimmed): the caller validates it. */
export interface SheetRow {
  name: string;
  number: string;
  email: string;
}

/** A header as compared: lower case, without accents, spaces or dashes ("E-mail" is "email", "Número" "numero"). */
export const headerKey = (header: unknown) =>
  String(header ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]/g, '');

// the names Whaticket's ImportContacts looks for, and their English twins
const columns: Record<string, keyof SheetRow> = {
  name: 'name',
  nome: 'name',
  number: 'number',
  numero: 'number',
  telefone: 'number',
  phone: 'number',
  celular: 'number',
  whatsapp: 'number',
  email: 'email',
};

// an .xlsx is a zip; an .xls (BIFF) an OLE2 compound file. Anything else, whatever its name, is refused
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

/** An .xls or .xlsx by its name and its first bytes (SheetJS would read a CSV or a text file as a sheet too). */
export function isSpreadsheet(file: { originalname: string; buffer: Buffer }): boolean {
  const ext = /\.(xlsx?)$/i.exec(file.originalname)?.[1]?.toLowerCase();
  if (!ext) return false;
  return startsWith(file.buffer, ZIP) || (ext === 'xls' && startsWith(file.buffer, OLE2));
}

/**
 * The rows of the first sheet of an .xls or .xlsx whose first row names the columns (name/nome, number/numero/
 * telefone, email; any case, with or without accents). 400 ERR_CONTACT_LIST_FILE_TYPE for another kind of file
 * or one SheetJS cannot read, ERR_CONTACT_LIST_NO_NUMBER_COLUMN when no column holds the numbers.
 */
export function readContactSheet(file: { originalname: string; buffer: Buffer }): SheetRow[] {
  if (!isSpreadsheet(file)) throw new AppError('ERR_CONTACT_LIST_FILE_TYPE');
  let book: WorkBook;
  try {
    // dense: rows as arrays, which a 5,000-row sheet reads faster; no formulas, styles or dates wanted
    book = read(file.buffer, { type: 'buffer', dense: true, cellFormula: false, cellStyles: false });
  } catch {
    throw new AppError('ERR_CONTACT_LIST_FILE_TYPE');
  }
  const sheet = book.SheetNames[0] ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet) throw new AppError('ERR_CONTACT_LIST_NO_NUMBER_COLUMN');
  // raw: a number cell stays a number (5511999990001), not its display text (5.512E+12)
  const [header = [], ...rows] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
  const keys = header.map((h) => columns[headerKey(h)]);
  if (!keys.includes('number')) throw new AppError('ERR_CONTACT_LIST_NO_NUMBER_COLUMN');
  return rows
    .map((cells) => {
      const row: SheetRow = { name: '', number: '', email: '' };
      keys.forEach((key, i) => {
        // the first column of a kind wins, as lodash's has() chain did in Whaticket
        if (key && !row[key]) row[key] = cellText(cells[i]);
      });
      return row;
    })
    .filter((row) => row.name || row.number || row.email);
}

function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value ?? '').trim();
}
