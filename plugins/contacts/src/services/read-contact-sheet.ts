import { AppError, type PluginContext, type TableFile } from '@balcao/core';

export interface SheetRow {
  name: string;
  number: string;
  email: string;
}

// the columns as Whaticket's export names them, and as people write them in Portuguese
const columns: Record<string, keyof SheetRow> = {
  name: 'name',
  nome: 'name',
  number: 'number',
  numero: 'number',
  número: 'number',
  telefone: 'number',
  whatsapp: 'number',
  email: 'email',
  'e-mail': 'email',
};

/**
 * The rows of an uploaded CSV (`;` or `,`) or XLSX sheet with a header row naming name, number and email, read
 * in the kernel's parse workers (`ctx.untrusted`): 400 ERR_CONTACT_IMPORT_FILE for another kind of file, a
 * damaged one or one without those columns; a file past a cap answers the cage's 413/422.
 */
export async function readContactSheet(
  untrusted: Pick<PluginContext['untrusted'], 'readTable'>,
  file: TableFile,
): Promise<SheetRow[]> {
  const { rows: table } = await untrusted.readTable(file, {
    kinds: ['xlsx', 'csv'],
    unreadable: 'ERR_CONTACT_IMPORT_FILE',
  });
  const [header, ...rows] = table;
  const keys = (header ?? []).map((h) => columns[h.trim().toLowerCase()]);
  if (!keys.includes('name') || !keys.includes('number')) throw new AppError('ERR_CONTACT_IMPORT_FILE');
  return rows
    .map((cells) => {
      const row: SheetRow = { name: '', number: '', email: '' };
      keys.forEach((key, i) => key && (row[key] = (cells[i] ?? '').trim()));
      return row;
    })
    .filter((r) => r.name || r.number);
}
