import { readFile } from 'node:fs/promises';
import { ParseStop } from './parse-stop.js';
import { cellText, type RowSink } from './row-sink.js';

/**
 * The first sheet of an .xls (BIFF, uncompressed: its size is the upload's) or an .ods (a zip, whose entries
 * ZipArchive checked first) through SheetJS, which ExcelJS cannot read. Dense mode and a row cap; only the
 * cells SheetJS stored are visited (no sheet_to_json, which would fill the declared range).
 */
export async function readSheetJsRows(path: string, sink: RowSink, maxRows: number): Promise<void> {
  // loaded on the first such file only: SheetJS is large and most uploads are .xlsx or CSV
  const { read } = await import('@e965/xlsx');
  let data: Array<Array<{ v?: unknown; w?: string } | undefined> | undefined> | undefined;
  try {
    const book = read(await readFile(path), {
      type: 'buffer',
      dense: true,
      sheets: 0,
      // one row past the cap, so that a longer sheet is told apart from one exactly at it
      sheetRows: maxRows + 1,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
    });
    const first = book.SheetNames[0];
    data = first ? (book.Sheets[first]?.['!data'] as typeof data) : undefined;
  } catch {
    throw new ParseStop('unreadable');
  }
  if (!data) throw new ParseStop('unreadable');
  for (const row of data) {
    if (!row) continue;
    sink.checkWidth(row.length);
    const cells: Array<string | undefined> = [];
    row.forEach((cell, i) => {
      if (cell) cells[i] = cellText(cell.v);
    });
    sink.add(cells);
  }
}
