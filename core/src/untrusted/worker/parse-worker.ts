import { parentPort, workerData } from 'node:worker_threads';
import type { TableKind } from '../table-limits.js';
import { readCsvRows } from './csv-rows.js';
import { sniffKind, zipKind } from './detect-kind.js';
import { ParseStop } from './parse-stop.js';
import type { ParseJob, WorkerInit, WorkerMessage } from './protocol.js';
import { RowSink } from './row-sink.js';
import { readSheetJsRows } from './sheetjs-rows.js';
import { readXlsxRows } from './xlsx-rows.js';
import { isInflatedPastDeclared, ZipArchive } from './zip-archive.js';

/**
 * The parse worker: one job at a time, from the pool in untrusted-files.ts. It runs with resourceLimits and is
 * terminated by the pool when a job runs past its time; everything here may assume a hostile file.
 */
const port = parentPort!;
const counter = new Int32Array((workerData as WorkerInit).rowsSeen);
const send = (message: WorkerMessage) => port.postMessage(message);

async function parse(job: ParseJob, sink: RowSink): Promise<TableKind> {
  const sniffed = await sniffKind(job.path, job.name, job.mimeType);
  const allowed = (kind: TableKind | undefined): kind is TableKind => !!kind && job.kinds.includes(kind);
  if (sniffed === 'csv') {
    if (!allowed('csv')) throw new ParseStop('unreadable');
    await readCsvRows(job.path, sink, job.limits.maxLineBytes);
    return 'csv';
  }
  if (sniffed === 'xls') {
    if (!allowed('xls')) throw new ParseStop('unreadable');
    await readSheetJsRows(job.path, sink, job.limits.maxRows);
    return 'xls';
  }
  if (sniffed !== 'zip') throw new ParseStop('unreadable');
  const zip = await ZipArchive.open(job.path, job.limits.maxUnpackedBytes);
  try {
    const kind = zipKind((name) => zip.has(name));
    if (!allowed(kind)) throw new ParseStop('unreadable');
    if (kind === 'xlsx') await readXlsxRows(zip, sink);
    else {
      // SheetJS inflates the whole .ods itself: its declared sizes are checked here first
      zip.spendAll();
      await readSheetJsRows(job.path, sink, job.limits.maxRows);
    }
    return kind;
  } finally {
    zip.close();
  }
}

async function run(job: ParseJob) {
  Atomics.store(counter, 0, 0);
  // the job's time runs from here, not from the worker's start (loading its code takes a second)
  send({ id: job.id, type: 'started' });
  const sink = new RowSink(job.limits, counter, (rows) => send({ id: job.id, type: 'rows', rows }));
  try {
    const kind = await parse(job, sink);
    sink.end();
    send({ id: job.id, type: 'done', kind, rowCount: sink.rowCount });
  } catch (err) {
    const stop =
      err instanceof ParseStop
        ? err
        : isInflatedPastDeclared(err)
          ? new ParseStop('unpacked', job.limits.maxUnpackedBytes)
          : new ParseStop('unreadable');
    const max = stop.failure === 'unpacked' ? job.limits.maxUnpackedBytes : stop.max;
    send({
      id: job.id,
      type: 'failed',
      failure: stop.failure,
      ...(max !== undefined ? { max } : {}),
      rowsSeen: sink.rowCount,
    });
  }
}

port.on('message', (job: ParseJob) => void run(job));
