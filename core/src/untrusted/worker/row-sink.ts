import type { TableLimits } from '../table-limits.js';
import { ParseStop } from './parse-stop.js';

/** A cell as text: integers without exponent (5511999990001, not 5.51E+12), dates in ISO form. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    const o = value as {
      richText?: Array<{ text?: string }>;
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (o.richText) return o.richText.map((r) => r.text ?? '').join('');
    if (o.text !== undefined) return cellText(o.text);
    if (o.result !== undefined) return cellText(o.result);
    return '';
  }
  return String(value);
}

/**
 * Where every reader puts its rows: it enforces the row, column and cell caps as rows arrive (so a reader stops
 * at the first row past one), counts them in the shared counter and hands them on in batches.
 */
export class RowSink {
  rowCount = 0;
  private batch: string[][] = [];

  constructor(
    private readonly limits: TableLimits,
    private readonly counter: Int32Array,
    private readonly flush: (rows: string[][]) => void,
    private readonly batchSize = 2000,
  ) {}

  /** Checks the rightmost column before a reader builds the row's cells. */
  checkWidth(columns: number) {
    if (columns > this.limits.maxColumns) throw new ParseStop('columns', this.limits.maxColumns);
  }

  /** A row as sparse cells (index = column - 1); rows without a cell are skipped, not counted. */
  add(cells: Array<string | undefined>) {
    this.checkWidth(cells.length);
    if (!cells.some((c) => c !== undefined && c !== '')) return;
    const row = Array.from(cells, (c) => c ?? '');
    for (const text of row)
      if (text.length > this.limits.maxCellChars) throw new ParseStop('cell', this.limits.maxCellChars);
    if (this.rowCount >= this.limits.maxRows) throw new ParseStop('rows', this.limits.maxRows);
    this.rowCount++;
    Atomics.store(this.counter, 0, this.rowCount);
    this.batch.push(row);
    if (this.batch.length >= this.batchSize) this.end();
  }

  /** Sends what is left of the batch. */
  end() {
    if (this.batch.length) this.flush(this.batch);
    this.batch = [];
  }
}
