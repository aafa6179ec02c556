import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '../errors/error-catalogue.js';

/**
 * Why a parse stopped, as the worker or the pool tells it: `unreadable` is a file of the wrong kind or damaged,
 * the others a cap of TableLimits (or the worker's memory) that the file went past.
 */
export type ParseFailure =
  'unreadable' | 'unpacked' | 'rows' | 'columns' | 'cell' | 'line' | 'timeout' | 'memory';

/** The catalogue code each failure answers with (docs/errors.md, "Untrusted files"). */
const codes: Record<ParseFailure, ErrorCode> = {
  unreadable: 'ERR_FILE_UNREADABLE',
  unpacked: 'ERR_FILE_UNPACKED_TOO_LARGE',
  rows: 'ERR_FILE_TOO_MANY_ROWS',
  columns: 'ERR_FILE_TOO_MANY_COLUMNS',
  cell: 'ERR_FILE_CELL_TOO_LONG',
  line: 'ERR_FILE_LINE_TOO_LONG',
  timeout: 'ERR_FILE_PARSE_TIMEOUT',
  memory: 'ERR_FILE_PARSE_MEMORY',
};

/** A stopped parse as the answer the caller gets: the code, the cap it passed and the rows read until then. */
export function parseError(failure: ParseFailure, details: { max?: number; rowsSeen: number }): AppError {
  if (failure === 'unreadable') return new AppError(codes.unreadable);
  return new AppError(codes[failure], undefined, details);
}
