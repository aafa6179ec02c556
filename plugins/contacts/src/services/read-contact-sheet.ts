import ExcelJS from 'exceljs';
import { AppError, type UploadedFile } from '@balcao/core';

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

/** The rows of an uploaded CSV (`;` or `,`) or XLSX sheet with a header row naming name, number and email. */
export async function readContactSheet(file: UploadedFile): Promise<SheetRow[]> {
  const isXlsx =
    /\.xlsx$/i.test(file.originalname) ||
    file.mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const isCsv = /\.csv$/i.test(file.originalname) || /^text\/(csv|plain)/.test(file.mimetype);
  if (!isXlsx && !isCsv) throw new AppError('ERR_CONTACT_IMPORT_FILE');
  const table = isXlsx ? await xlsxTable(file.buffer) : csvTable(file.buffer.toString('utf8'));
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

async function xlsxTable(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('ERR_CONTACT_IMPORT_FILE');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1); // exceljs rows are 1-based
    table.push(values.map(cellText));
  });
  return table;
}

function cellText(v: unknown): string {
  if (v == null) return '';
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if (o.text !== undefined) return String(o.text);
    if (o.result !== undefined) return String(o.result);
  }
  return String(v);
}

/** A small CSV reader: quoted cells with doubled quotes, `;` (Whaticket's export) or `,` as separator. */
export function csvTable(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      table.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) table.push([...row, cell]);
  return table;
}
