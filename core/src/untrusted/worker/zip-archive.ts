import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ParseStop } from './parse-stop.js';

/**
 * A zip (an .xlsx or .ods) read from its central directory: entries are looked up by name and inflated one at a
 * time, only the ones a reader asks for. Each entry's declared size counts against the budget before a byte is
 * inflated, and yauzl checks as it inflates that no entry yields more than it declared (a lying header fails
 * there), so the bytes inflated never pass `maxUnpackedBytes`.
 */
export class ZipArchive {
  private budget: number;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
    maxUnpackedBytes: number,
  ) {
    this.budget = maxUnpackedBytes;
  }

  static async open(path: string, maxUnpackedBytes: number, maxEntries = 10_000): Promise<ZipArchive> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false });
    } catch {
      throw new ParseStop('unreadable');
    }
    if (zip.entryCount > maxEntries) {
      zip.close();
      throw new ParseStop('unreadable');
    }
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
    } catch {
      zip.close();
      throw new ParseStop('unreadable');
    }
    return new ZipArchive(zip, entries, maxUnpackedBytes);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes as a stream, or undefined when there is none; its declared size is spent first. */
  async open(name: string): Promise<Readable | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.uncompressedSize > this.budget) throw new ParseStop('unpacked');
    this.budget -= entry.uncompressedSize;
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw new ParseStop('unreadable');
    }
    return stream;
  }

  /** Spends the declared size of every entry: for a reader (SheetJS) that inflates the archive by itself. */
  spendAll() {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.uncompressedSize;
    if (total > this.budget) throw new ParseStop('unpacked');
    this.budget -= total;
  }

  close() {
    this.zip.close();
  }
}

/** yauzl's error for an entry that inflates past its declared size: a lying header, so a bomb. */
export const isInflatedPastDeclared = (err: unknown) =>
  err instanceof Error && /too many bytes in the stream/.test(err.message);
