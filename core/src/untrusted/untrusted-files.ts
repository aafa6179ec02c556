import { availableParallelism } from 'node:os';
import { stat } from 'node:fs/promises';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '../errors/error-catalogue.js';
import { ParsePool } from './parse-pool.js';
import { defaultTableLimits, type TableKind, type TableLimits } from './table-limits.js';

/** A file on disk to read: an upload's temporary file (`ctx.request.files[i]`) has these fields. */
export interface TableFile {
  path: string;
  /** the client's file name: tells a CSV from any text file */
  originalname: string;
  mimetype?: string;
}

export interface ReadTableOptions {
  /** what the route takes; a file of another kind answers ERR_FILE_UNREADABLE (or `unreadable`) */
  kinds: TableKind[];
  /** this route's caps, over defaultTableLimits */
  limits?: Partial<TableLimits>;
  /** the route's own code for a file of the wrong kind or a damaged one (its Whaticket answer) */
  unreadable?: ErrorCode;
}

export interface Table {
  kind: TableKind;
  /** rows with at least one cell, in order, each as text from column A to its last cell */
  rows: string[][];
}

export interface UntrustedFilesOptions {
  workers?: number;
  heapMb?: number;
  idleMs?: number;
  maxQueue?: number;
  log?: Logger;
}

/**
 * Untrusted files, parsed in a cage (`ctx.untrusted`): spreadsheets and CSV are read in worker threads with a
 * heap limit, a time limit and caps on size, inflated bytes, rows, columns and cell length. The event loop only
 * receives rows; a file past a cap answers 413/422 with the cap and the rows read (docs/security.md).
 */
export class UntrustedFiles {
  readonly limits: TableLimits;
  private readonly pool: ParsePool;

  constructor(opts: UntrustedFilesOptions = {}, limits: Partial<TableLimits> = {}) {
    this.limits = { ...defaultTableLimits, ...limits };
    this.pool = new ParsePool({
      size: opts.workers ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
      heapMb: opts.heapMb ?? 256,
      idleMs: opts.idleMs ?? 10_000,
      maxQueue: opts.maxQueue ?? 32,
      ...(opts.log ? { log: opts.log } : {}),
    });
  }

  /** The rows of the first sheet (or of the CSV); throws an AppError for a file past a cap or unreadable. */
  async readTable(file: TableFile, opts: ReadTableOptions): Promise<Table> {
    const limits = { ...this.limits, ...opts.limits };
    const { size } = await stat(file.path);
    if (size > limits.maxFileBytes)
      throw new AppError('ERR_MEDIA_TOO_LARGE', 413, { maxBytes: limits.maxFileBytes });
    try {
      return await this.pool.run({
        path: file.path,
        name: file.originalname,
        mimeType: file.mimetype ?? '',
        kinds: opts.kinds,
        limits,
      });
    } catch (err) {
      if (opts.unreadable && err instanceof AppError && err.code === 'ERR_FILE_UNREADABLE')
        throw new AppError(opts.unreadable);
      throw err;
    }
  }

  /** Parse workers alive now (they exit after a while idle). */
  get workers(): number {
    return this.pool.workers;
  }

  stop(): Promise<void> {
    return this.pool.stop();
  }
}
