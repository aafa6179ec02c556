/** What a parse may cost before it is stopped: every cap a hostile spreadsheet or CSV could push on. */
export interface TableLimits {
  /** the file as uploaded (compressed, for a zip), in bytes */
  maxFileBytes: number;
  /** the zip entries a spreadsheet reader inflates (sheet, shared strings, workbook), declared and real */
  maxUnpackedBytes: number;
  /** rows with at least one cell, the header included */
  maxRows: number;
  /** the rightmost column a row may use (1 = A); a cell past it stops the parse, wherever it is */
  maxColumns: number;
  /** characters of one cell (Excel's own cap is 32,767) */
  maxCellChars: number;
  /** bytes of one line of a CSV: a longer one is refused before the CSV parser buffers it */
  maxLineBytes: number;
  /** wall time of one parse in its worker, in milliseconds */
  timeoutMs: number;
}

/** Defaults: a 100,000-row contact sheet fits with room to spare; the hostile files of issue 27 do not. */
export const defaultTableLimits: TableLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRows: 100_000,
  maxColumns: 100,
  maxCellChars: 32_767,
  maxLineBytes: 256 * 1024,
  timeoutMs: 20_000,
};

/** The kinds of table the cage reads; each reader checks the file's first bytes, never only its name. */
export type TableKind = 'xlsx' | 'xls' | 'ods' | 'csv';
