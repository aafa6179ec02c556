import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse } from '@fast-csv/parse';
import { ParseStop } from './parse-stop.js';
import type { RowSink } from './row-sink.js';

/** Whaticket's export separates with ';', most spreadsheets with ',': whichever the first line has more of. */
async function sniffDelimiter(path: string): Promise<string> {
  const head = Buffer.alloc(64 * 1024);
  const file = await open(path, 'r');
  let read: number;
  try {
    ({ bytesRead: read } = await file.read(head, 0, head.length, 0));
  } finally {
    await file.close();
  }
  const firstLine = head.subarray(0, read).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  return firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
}

/**
 * Fails the stream at a line longer than `maxLineBytes`: fast-csv keeps an unfinished line and scans it again
 * with every chunk, so a 5 MB line would cost it minutes (a quoted cell with line breaks counts per line).
 */
function lineLimit(maxLineBytes: number) {
  // bytes of the line under way when the last chunk ended
  let run = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      let start = 0;
      for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
        if (run + nl - start > maxLineBytes) return done(new ParseStop('line', maxLineBytes));
        run = 0;
        start = nl + 1;
      }
      run += chunk.length - start;
      if (run > maxLineBytes) return done(new ParseStop('line', maxLineBytes));
      done(null, chunk);
    },
  });
}

/** The rows of a UTF-8 CSV (a BOM is dropped) into the sink, streamed: a cap stops the parse where it is hit. */
export async function readCsvRows(path: string, sink: RowSink, maxLineBytes: number): Promise<void> {
  const delimiter = await sniffDelimiter(path);
  const input = createReadStream(path);
  const guard = lineLimit(maxLineBytes);
  const parser = parse<string[], string[]>({ delimiter, ignoreEmpty: true });
  let first = true;
  let stopped: unknown;
  guard.on('error', (err) => {
    stopped = err;
    parser.destroy(err);
  });
  input.pipe(guard).pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (first && row[0]?.startsWith('\uFEFF')) row[0] = row[0].slice(1);
      first = false;
      sink.add(row);
    }
  } catch (err) {
    throw stopped ?? err;
  } finally {
    input.destroy();
    guard.destroy();
    parser.destroy();
  }
  if (stopped) throw stopped;
}
