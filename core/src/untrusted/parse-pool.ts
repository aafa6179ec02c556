import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error.js';
import type { TableKind } from './table-limits.js';
import { parseError } from './untrusted-errors.js';
import type { ParseJob, WorkerInit, WorkerMessage } from './worker/protocol.js';

export interface PoolOptions {
  /** workers parsing at once (one or two: a parse is CPU work, and the event loop needs a core too) */
  size: number;
  /** V8 old-generation heap of each worker; past it the worker dies and the parse answers 422 */
  heapMb: number;
  /** a worker idle this long exits, giving its memory back */
  idleMs: number;
  /** parses waiting for a worker; past it 429 */
  maxQueue: number;
  log?: Logger;
}

interface Pending {
  job: ParseJob;
  rows: string[][];
  resolve(table: { kind: TableKind; rows: string[][] }): void;
  reject(err: Error): void;
}

interface Slot {
  worker?: Worker;
  counter: Int32Array;
  shared: SharedArrayBuffer;
  current?: Pending;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const bootUrl = new URL('./worker/boot.mjs', import.meta.url);
/** how long a fresh worker may take to load its code before its first job is given up */
const BOOT_MS = 30_000;

/**
 * A small pool of parse workers. A job runs in one worker at a time under its time limit; a worker that runs
 * past it, or out of heap, is terminated and the slot starts a fresh one for the next job. Rows arrive in
 * batches, so the event loop only ever copies a few thousand rows at once.
 */
export class ParsePool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private stopped = false;

  constructor(private readonly opts: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, opts.size) }, () => {
      const shared = new SharedArrayBuffer(4);
      return { shared, counter: new Int32Array(shared) };
    });
  }

  run(job: Omit<ParseJob, 'id'>): Promise<{ kind: TableKind; rows: string[][] }> {
    if (this.stopped) return Promise.reject(new Error('the parse pool is stopped'));
    if (this.queue.length >= this.opts.maxQueue)
      return Promise.reject(new AppError('ERR_TOO_MANY_REQUESTS', 429, { retryAfter: 5 }));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, rows: [], resolve, reject });
      this.dispatch();
    });
  }

  /** Workers alive now (for tests and the benchmark). */
  get workers(): number {
    return this.slots.filter((s) => s.worker).length;
  }

  async stop() {
    this.stopped = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('the parse pool stopped'));
    await Promise.all(this.slots.map((slot) => this.kill(slot, new Error('the parse pool stopped'))));
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (slot.current) continue;
      const next = this.queue.shift();
      if (!next) return;
      this.start(slot, next);
    }
  }

  private start(slot: Slot, pending: Pending) {
    clearTimeout(slot.idle);
    slot.current = pending;
    const worker = slot.worker ?? this.spawn(slot);
    this.deadline(slot, pending, BOOT_MS);
    worker.postMessage(pending.job);
  }

  /** Kills the slot's worker if its job is still running in `ms`. */
  private deadline(slot: Slot, pending: Pending, ms: number) {
    clearTimeout(slot.deadline);
    slot.deadline = setTimeout(() => {
      const rowsSeen = Atomics.load(slot.counter, 0);
      void this.kill(slot, parseError('timeout', { max: pending.job.limits.timeoutMs, rowsSeen }));
    }, ms);
  }

  private spawn(slot: Slot): Worker {
    const init: WorkerInit = { rowsSeen: slot.shared };
    const worker = new Worker(bootUrl, {
      workerData: init,
      // no inherited loader flags: boot.mjs registers its own
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    // an idle worker never keeps the process alive
    worker.unref();
    worker.on('message', (m: WorkerMessage) => this.receive(slot, m));
    worker.on('error', (err: Error & { code?: string }) => {
      // the worker is gone: the next job gets a fresh one
      if (slot.worker === worker) slot.worker = undefined;
      const memory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!memory) this.opts.log?.error({ err }, 'parse worker failed');
      const rowsSeen = Atomics.load(slot.counter, 0);
      this.finish(slot, memory ? parseError('memory', { max: this.opts.heapMb, rowsSeen }) : err);
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      this.finish(
        slot,
        parseError('memory', { max: this.opts.heapMb, rowsSeen: Atomics.load(slot.counter, 0) }),
      );
    });
    slot.worker = worker;
    return worker;
  }

  private receive(slot: Slot, m: WorkerMessage) {
    const pending = slot.current;
    if (!pending || pending.job.id !== m.id) return;
    if (m.type === 'started') return this.deadline(slot, pending, pending.job.limits.timeoutMs);
    if (m.type === 'rows') {
      for (const row of m.rows) pending.rows.push(row);
      return;
    }
    if (m.type === 'done') {
      this.finish(slot, undefined, { kind: m.kind, rows: pending.rows });
      return;
    }
    this.finish(
      slot,
      parseError(m.failure, { ...(m.max !== undefined ? { max: m.max } : {}), rowsSeen: m.rowsSeen }),
    );
  }

  /** Settles the slot's job (once) and moves on; a worker left without a job exits after idleMs. */
  private finish(slot: Slot, err?: Error, table?: { kind: TableKind; rows: string[][] }) {
    const pending = slot.current;
    clearTimeout(slot.deadline);
    slot.current = undefined;
    if (pending) {
      if (err) pending.reject(err);
      else pending.resolve(table!);
    }
    if (this.stopped) return;
    this.dispatch();
    if (!slot.current && slot.worker) {
      const worker = slot.worker;
      slot.idle = setTimeout(
        () => slot.worker === worker && !slot.current && void this.kill(slot),
        this.opts.idleMs,
      );
      slot.idle.unref();
    }
  }

  /** Terminates the slot's worker, failing its job with `err`. */
  private async kill(slot: Slot, err?: Error) {
    const worker = slot.worker;
    slot.worker = undefined;
    clearTimeout(slot.idle);
    if (slot.current) this.finish(slot, err ?? new Error('parse worker stopped'));
    await worker?.terminate();
  }
}
