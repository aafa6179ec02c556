import type { TableKind, TableLimits } from '../table-limits.js';
import type { ParseFailure } from '../untrusted-errors.js';

/** One parse, as the pool hands it to a worker: the file is a path on disk, never bytes in the message. */
export interface ParseJob {
  id: number;
  path: string;
  /** the name the client gave, used only to tell a CSV from a text file */
  name: string;
  mimeType: string;
  kinds: TableKind[];
  limits: TableLimits;
}

/** What a worker answers: rows in batches (so neither side holds one huge message), then done or failed. */
export type WorkerMessage =
  | { id: number; type: 'started' }
  | { id: number; type: 'rows'; rows: string[][] }
  | { id: number; type: 'done'; kind: TableKind; rowCount: number }
  | {
      id: number;
      type: 'failed';
      failure: Exclude<ParseFailure, 'timeout' | 'memory'>;
      max?: number;
      rowsSeen: number;
    };

/** workerData: the shared counter the worker keeps its rows-read in, readable after the pool killed it. */
export interface WorkerInit {
  rowsSeen: SharedArrayBuffer;
}
