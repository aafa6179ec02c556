import { open } from 'node:fs/promises';
import type { TableKind } from '../table-limits.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * What the file is by its first bytes: a zip (an .xlsx or .ods: the archive's entries decide), an OLE2 compound
 * file (.xls), or text that may be a CSV when its name or type says so. A name alone never makes a spreadsheet.
 */
export async function sniffKind(
  path: string,
  name: string,
  mimeType: string,
): Promise<'zip' | 'xls' | 'csv' | undefined> {
  const head = Buffer.alloc(8);
  const file = await open(path, 'r');
  try {
    await file.read(head, 0, 8, 0);
  } finally {
    await file.close();
  }
  const startsWith = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (startsWith(ZIP)) return 'zip';
  if (startsWith(OLE2)) return 'xls';
  if (/\.csv$/i.test(name) || /^text\/(csv|plain)\b/i.test(mimeType)) return 'csv';
  return undefined;
}

/** A zip's kind by what it holds: a workbook part for .xlsx, ODF's mimetype entry for .ods. */
export function zipKind(has: (entry: string) => boolean): TableKind | undefined {
  if (has('xl/workbook.xml')) return 'xlsx';
  if (has('content.xml') && has('mimetype')) return 'ods';
  return undefined;
}
