import { AppError, type PluginContext, type TableFile } from '@balcao/core';

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

/**
 * The rows of the first sheet of an .xls or .xlsx whose first row names the columns (name/nome, number/numero/
 * telefone, email; any case, with or without accents), read in the kernel's parse workers (`ctx.untrusted`).
 * 400 ERR_CONTACT_LIST_FILE_TYPE for another name or kind of file (a CSV renamed .xlsx too) or a damaged one,
 * ERR_CONTACT_LIST_NO_NUMBER_COLUMN when no column holds the numbers; a sheet past a cap answers the cage's
 * 413/422 (ERR_FILE_TOO_MANY_ROWS, ...).
 */
export async function readContactSheet(
  untrusted: Pick<PluginContext['untrusted'], 'readTable'>,
  file: TableFile,
): Promise<SheetRow[]> {
  if (!/\.xlsx?$/i.test(file.originalname)) throw new AppError('ERR_CONTACT_LIST_FILE_TYPE');
  const { rows: table } = await untrusted.readTable(file, {
    kinds: ['xlsx', 'xls'],
    unreadable: 'ERR_CONTACT_LIST_FILE_TYPE',
  });
  const [header = [], ...rows] = table;
  const keys = header.map((h) => columns[headerKey(h)]);
  if (!keys.includes('number')) throw new AppError('ERR_CONTACT_LIST_NO_NUMBER_COLUMN');
  return rows
    .map((cells) => {
      const row: SheetRow = { name: '', number: '', email: '' };
      keys.forEach((key, i) => {
        // the first column of a kind wins, as lodash's has() chain did in Whaticket
        if (key && !row[key]) row[key] = (cells[i] ?? '').trim();
      });
      return row;
    })
    .filter((row) => row.name || row.number || row.email);
}
