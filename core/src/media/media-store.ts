import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import { tenantTable } from '../db/tenant-db.js';
import { LinkSigner } from './media-links.js';
import { cleanFileName, mimeTypePattern } from './media-disposition.js';
import { sizeLimit, tooLarge } from './size-limit.js';

/** One stored file, as `media.save` answers it. */
export interface MediaRecord {
  /** random UUID */
  id: string;
  companyId: number;
  /** the original file name, used for downloads */
  name: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}

/** A file to store: its bytes, or the path of an upload's temporary file, which is moved (not copied). */
export type MediaInput = { name: string; mimeType: string } & (
  { data: Buffer | Uint8Array | Readable } | { path: string }
);

export interface MediaStoreOptions {
  knex: Knex;
  /** MEDIA_DIR */
  dir: string;
  /** PUBLIC_DIR, which MEDIA_DIR must not be in (everything there is served to anyone) */
  publicDir?: string;
  /** MEDIA_MAX_BYTES */
  maxBytes: number;
  /** signs links (JWT_SECRET; a key is derived from it) */
  secret: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** ids come from URLs: only a UUID ever reaches the file system, so no path can climb out of MEDIA_DIR */
export const isMediaId = (id: string) => uuid.test(id);

export const mediaNotFound = () => new AppError('ERR_MEDIA_NOT_FOUND', 404);

/** A link's default life: long enough for a page to load its images, short enough not to be worth sharing. */
export const DEFAULT_LINK_TTL = 900;
const MAX_LINK_TTL = 7 * 86_400;

/**
 * Private files of each company (`ctx.media`): stored under MEDIA_DIR/<companyId>/<id>, never under /public,
 * and served by GET /media/:id to the company's users or to whoever holds a short-lived signed link.
 */
export class MediaStore {
  private readonly dir: string;
  private readonly signer: LinkSigner;
  /** where uploads stream before a route stores or drops them (`.uploads` is no company's folder) */
  readonly uploadDir: string;

  constructor(private readonly opts: MediaStoreOptions) {
    this.dir = resolve(opts.dir);
    const publicDir = opts.publicDir && resolve(opts.publicDir);
    if (publicDir && (this.dir === publicDir || this.dir.startsWith(publicDir + sep)))
      throw new Error(`MEDIA_DIR (${this.dir}) must not be inside PUBLIC_DIR (${publicDir})`);
    this.signer = new LinkSigner(opts.secret);
    this.uploadDir = join(this.dir, '.uploads');
    mkdirSync(this.uploadDir, { recursive: true });
  }

  /** A fresh temporary path for an upload (multipart() writes it, removes it after the request). */
  uploadPath(): string {
    return join(this.uploadDir, randomUUID());
  }

  /**
   * Removes temporary uploads older than `olderThanMs`, left by a process that died mid-request (at boot;
   * another process sharing MEDIA_DIR may be writing the recent ones).
   */
  async sweepUploads(olderThanMs = 3_600_000): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.uploadDir).catch(() => [] as string[])) {
      const path = join(this.uploadDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /**
   * Stores a file for a company: bytes, a stream, or an upload's temporary `path` (moved into the store). Refuses
   * more than MEDIA_MAX_BYTES (413 ERR_MEDIA_TOO_LARGE) and a malformed
   * mime type (400 ERR_MEDIA_TYPE). With `trx`, the row is written in it and the file removed if it rolls back.
   */
  async save(
    companyId: number,
    input: MediaInput,
    opts: { trx?: Knex.Transaction } = {},
  ): Promise<MediaRecord> {
    const mimeType = input.mimeType.trim();
    if (!mimeTypePattern.test(mimeType) || mimeType.length > 255) throw new AppError('ERR_MEDIA_TYPE', 400);
    const id = randomUUID();
    const file = this.pathOf(companyId, id);
    const partial = `${file}.part`;
    await mkdir(this.companyDir(companyId), { recursive: true });
    let size: number;
    try {
      size = 'path' in input ? await this.move(input.path, partial) : await this.write(input.data, partial);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    const record: MediaRecord = {
      id,
      companyId,
      name: cleanFileName(input.name),
      mimeType,
      size,
      createdAt: new Date(),
    };
    try {
      await tenantTable(opts.trx ?? this.opts.knex, companyId)('media').insert(record);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    opts.trx?.executionPromise.catch(() => rm(file, { force: true }));
    return record;
  }

  /** The record, or undefined when the id is malformed, unknown or another company's. */
  async find(companyId: number, id: string, trx?: Knex.Transaction): Promise<MediaRecord | undefined> {
    if (!isMediaId(id)) return undefined;
    const row = await tenantTable(
      trx ?? this.opts.knex,
      companyId,
    )('media')
      .where({ id })
      .first();
    return row ? toRecord(row) : undefined;
  }

  /** The record and a stream of its bytes; 404 ERR_MEDIA_NOT_FOUND for another company's id. */
  async open(companyId: number, id: string): Promise<{ record: MediaRecord; stream: Readable }> {
    const record = await this.find(companyId, id);
    if (!record) throw mediaNotFound();
    return { record, stream: createReadStream(this.pathOf(companyId, id)) };
  }

  /** The record and its bytes in memory (to send it on through WhatsApp, say). */
  async read(companyId: number, id: string): Promise<{ record: MediaRecord; data: Buffer }> {
    const record = await this.find(companyId, id);
    if (!record) throw mediaNotFound();
    return { record, data: await readFile(this.pathOf(companyId, id)) };
  }

  /** Deletes the record and its file; false when there was none for this company. */
  async remove(companyId: number, id: string): Promise<boolean> {
    if (!isMediaId(id)) return false;
    const deleted = await tenantTable(this.opts.knex, companyId)('media').where({ id }).delete();
    if (deleted) await rm(this.pathOf(companyId, id), { force: true });
    return deleted > 0;
  }

  /**
   * A link to GET the file without a session, for <img src>, <audio src> or a download button. It is relative
   * to the API's origin and stops working after `ttlSeconds` (default 900, at most 7 days).
   */
  url(companyId: number, id: string, opts: { ttlSeconds?: number } = {}): string {
    if (!isMediaId(id)) throw mediaNotFound();
    const ttl = Math.min(Math.max(Math.floor(opts.ttlSeconds ?? DEFAULT_LINK_TTL), 1), MAX_LINK_TTL);
    const expires = Math.floor(Date.now() / 1000) + ttl;
    const signature = this.signer.sign(id, companyId, expires);
    return `/media/${id}?company=${companyId}&expires=${expires}&signature=${signature}`;
  }

  /** For the route: whether a link's signature and expiry hold. */
  checkLink(id: string, link: { company: number; expires: number; signature: string }) {
    return this.signer.check(id, link);
  }

  companyDir(companyId: number): string {
    return join(this.dir, String(companyId));
  }

  private pathOf(companyId: number, id: string): string {
    return join(this.companyDir(companyId), id);
  }

  /** An upload's temporary file into the store: a rename on the same disk, a copy only across disks. */
  private async move(from: string, to: string): Promise<number> {
    const { size } = await stat(from);
    if (size > this.opts.maxBytes) throw tooLarge(this.opts.maxBytes);
    try {
      await rename(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(from, to);
      await rm(from, { force: true });
    }
    return size;
  }

  private async write(data: Buffer | Uint8Array | Readable, path: string): Promise<number> {
    if (!(data instanceof Readable)) {
      if (data.byteLength > this.opts.maxBytes) throw tooLarge(this.opts.maxBytes);
      await writeFile(path, data);
      return data.byteLength;
    }
    const counter = sizeLimit(this.opts.maxBytes);
    const out = createWriteStream(path);
    try {
      await pipeline(data, counter, out);
    } catch (err) {
      // pipeline can fail before the file is even opened; wait for it to close so the caller's rm finds it
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      throw err;
    }
    return counter.bytes;
  }
}

function toRecord(row: Record<string, unknown>): MediaRecord {
  const created = row.createdAt;
  return {
    id: String(row.id),
    companyId: Number(row.companyId),
    name: String(row.name),
    mimeType: String(row.mimeType),
    size: Number(row.size),
    // SQLite keeps a Date as epoch milliseconds, MySQL answers a Date
    createdAt: new Date(
      typeof created === 'string' && /^\d+$/.test(created) ? Number(created) : (created as Date),
    ),
  };
}
