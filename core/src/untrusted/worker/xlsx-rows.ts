import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ParseStop } from './parse-stop.js';
import { cellText, type RowSink } from './row-sink.js';
import type { ZipArchive } from './zip-archive.js';

/** The row ExcelJS's streaming worksheet reader yields: cells only where the sheet has them. */
interface StreamedRow {
  cellCount: number;
  eachCell(fn: (cell: { value: unknown }, column: number) => void): void;
}

/**
 * The parts of ExcelJS's streaming WorkbookReader this drives. Its own parse() pipes the whole zip through
 * unzipper, inflating every entry (images and hidden parts included) with no size check; here each part comes
 * from ZipArchive, which spends the entry's declared size first and never inflates more. The reader itself
 * ignores `<dimension>` and builds only the cells present, so a declared A1:XFD60001 costs nothing.
 */
interface WorkbookReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ value: AsyncIterable<StreamedRow> }>;
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
}

/** 'worksheets/sheet1.xml' or '/xl/worksheets/sheet1.xml' as the zip names it. */
const partName = (target: string) => {
  const path = target.replace(/^\/+/, '');
  return path.startsWith('xl/') ? path : `xl/${path}`;
};

const required = async (zip: ZipArchive, name: string) => {
  const entry = await zip.open(name);
  if (!entry) throw new ParseStop('unreadable');
  return entry;
};

/** The first sheet's rows of an .xlsx into the sink. */
export async function readXlsxRows(zip: ZipArchive, sink: RowSink): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader('', {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  await reader._parseRels(await required(zip, 'xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(await required(zip, 'xl/workbook.xml'));
  const firstId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === firstId)?.Target;
  const strings = await zip.open('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const sheetPart = target ? partName(target) : 'xl/worksheets/sheet1.xml';
  const [worksheet] = [...reader._parseWorksheet(await required(zip, sheetPart), '1')];
  if (!worksheet) throw new ParseStop('unreadable');
  for await (const row of worksheet.value) {
    sink.checkWidth(row.cellCount);
    const cells: Array<string | undefined> = [];
    row.eachCell((cell, column) => (cells[column - 1] = cellText(cell.value)));
    sink.add(cells);
  }
}
