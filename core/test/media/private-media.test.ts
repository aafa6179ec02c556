import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login } from '../support/index.js';
import { LinkSigner } from '../../src/media/media-links.js';
import { MediaStore } from '../../src/media/media-store.js';
import { mediaPlugin } from './media-plugin.js';

/** ctx.media: files of one company reach its users and its signed links, and nobody else. */
const { t, seed } = tenantKernelPerFile(() => ({
  plugins: [mediaPlugin],
  env: { MEDIA_MAX_BYTES: String(MAX) },
}));
let tokenA: string;
let tokenB: string;
let media: MediaStore;

const MAX = 4096;
// a PNG signature and some bytes that are not valid UTF-8, so a text round-trip would show
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xfe, 0, 1, 2]),
]);

const get = (path: string, token?: string) =>
  fetch(t.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function upload(token: string, body: Buffer, name: string, type: string) {
  const res = await fetch(`${t.url}/media-test/files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  tokenA = (await login(t, seed.a.user.email)).token!;
  tokenB = (await login(t, seed.b.user.email)).token!;
  media = (t.kernel.plugins.services.get('media-test') as { media: MediaStore }).media;
});

describe('private media', () => {
  it("serves a company's file to its own user, bytes and type unchanged", async () => {
    const saved = await upload(tokenA, png, 'foto do cliente.png', 'image/png');
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ companyId: seed.a.id, size: png.length, mimeType: 'image/png' });
    expect(saved.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const res = await get(`/media/${saved.body.id}`, tokenA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="foto do cliente.png"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it('serves it through a fresh signed link with no Authorization header, as <img src> asks', async () => {
    const saved = await upload(tokenA, png, 'a.png', 'image/png');
    const res = await get(saved.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=(59|60)$/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it('refuses a tampered or expired link with its code', async () => {
    const { body } = await upload(tokenA, png, 'a.png', 'image/png');
    const url = new URL(body.url, t.url);
    const tamper = (key: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(key, value);
      return u.pathname + u.search;
    };
    const wrongSignature = await get(
      tamper(
        'signature',
        url.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    );
    expect(wrongSignature.status).toBe(403);
    expect(await wrongSignature.json()).toEqual({ error: 'ERR_MEDIA_LINK_INVALID' });

    const longer = await get(tamper('expires', String(Number(url.searchParams.get('expires')) + 3600)));
    expect(longer.status).toBe(403);
    expect(await longer.json()).toEqual({ error: 'ERR_MEDIA_LINK_INVALID' });

    const otherCompany = await get(tamper('company', String(seed.b.id)));
    expect(otherCompany.status).toBe(403);

    const truncated = await get(`/media/${body.id}?signature=${url.searchParams.get('signature')}`);
    expect(truncated.status).toBe(403);
    expect(await truncated.json()).toEqual({ error: 'ERR_MEDIA_LINK_INVALID' });

    // a link signed with the kernel's key whose time has passed
    const past = Math.floor(Date.now() / 1000) - 5;
    const signature = new LinkSigner(t.kernel.config.JWT_SECRET).sign(body.id, seed.a.id, past);
    const expired = await get(
      `/media/${body.id}?company=${seed.a.id}&expires=${past}&signature=${signature}`,
    );
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'ERR_MEDIA_LINK_EXPIRED' });
  });

  it("answers 404 to another company's user and to its signed link for the same id", async () => {
    const { body } = await upload(tokenA, png, 'a.png', 'image/png');
    const asB = await get(`/media/${body.id}`, tokenB);
    expect(asB.status).toBe(404);
    expect(await asB.json()).toEqual({ error: 'ERR_MEDIA_NOT_FOUND' });

    const bLink = await get(media.url(seed.b.id, body.id));
    expect(bLink.status).toBe(404);
    expect(await bLink.json()).toEqual({ error: 'ERR_MEDIA_NOT_FOUND' });
    await expect(media.open(seed.b.id, body.id)).rejects.toMatchObject({ code: 'ERR_MEDIA_NOT_FOUND' });
    expect(await media.remove(seed.b.id, body.id)).toBe(false);
    expect((await get(`/media/${body.id}`, tokenA)).status).toBe(200);
  });

  it('asks for a session when neither a token nor a link is sent', async () => {
    const { body } = await upload(tokenA, png, 'a.png', 'image/png');
    const res = await get(`/media/${body.id}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'ERR_SESSION_EXPIRED' });
  });

  it('keeps files out of /public and out of reach of a path in the id', async () => {
    const { body } = await upload(tokenA, png, 'a.png', 'image/png');
    const onDisk = join(t.kernel.config.MEDIA_DIR, String(seed.a.id), body.id);
    expect(existsSync(onDisk)).toBe(true);
    expect(readdirSync(t.kernel.config.PUBLIC_DIR)).toEqual([]);
    for (const path of [
      `/public/${body.id}`,
      `/public/${seed.a.id}/${body.id}`,
      `/public/..%2Fmedia%2F${seed.a.id}%2F${body.id}`,
    ]) {
      const res = await get(path, tokenA);
      expect(res.status, path).toBe(404);
    }
    for (const id of [`..%2F${seed.a.id}%2F${body.id}`, '..%2F..%2Fetc%2Fpasswd', body.id.toUpperCase()]) {
      const res = await get(`/media/${id}`, tokenA);
      expect(res.status, id).toBe(404);
    }
  });

  it('sends documents as downloads with their name encoded, and SVG never inline', async () => {
    const name = 'orçamento "final" – março.pdf';
    const pdf = await upload(tokenA, Buffer.from('%PDF-1.4'), name, 'application/pdf');
    const res = await get(`/media/${pdf.body.id}`, tokenA);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // a Latin-1 fallback for old clients (the dash is not Latin-1), the exact name in filename*
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="orçamento \\"final\\" ? março.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, '%27')}`,
    );
    const svg = await upload(
      tokenA,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
      'image/svg+xml',
    );
    const svgRes = await get(`/media/${svg.body.id}`, tokenA);
    expect(svgRes.headers.get('content-disposition')).toBe('attachment; filename="x.svg"');
    expect(svgRes.headers.get('content-security-policy')).toContain('sandbox');

    const voice = await upload(tokenA, png, 'ptt.ogg', 'audio/ogg; codecs=opus');
    const voiceRes = await get(`/media/${voice.body.id}`, tokenA);
    expect(voiceRes.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(voiceRes.headers.get('content-disposition')).toBe('inline; filename="ptt.ogg"');
  });

  it('refuses a file over MEDIA_MAX_BYTES, streamed or in memory, and keeps nothing of it', async () => {
    const companyDir = join(t.kernel.config.MEDIA_DIR, String(seed.b.id));
    const before = existsSync(companyDir) ? readdirSync(companyDir).length : 0;
    const rows = await t.kernel.knex('media').where({ companyId: seed.b.id }).count({ n: '*' });

    const streamed = await upload(tokenB, Buffer.alloc(MAX + 1), 'big.bin', 'application/octet-stream');
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toBe('ERR_MEDIA_TOO_LARGE');
    await expect(
      media.save(seed.b.id, {
        data: Buffer.alloc(MAX + 1),
        name: 'big.bin',
        mimeType: 'application/octet-stream',
      }),
    ).rejects.toMatchObject({ code: 'ERR_MEDIA_TOO_LARGE', status: 413 });

    expect(existsSync(companyDir) ? readdirSync(companyDir).length : 0).toBe(before);
    expect(await t.kernel.knex('media').where({ companyId: seed.b.id }).count({ n: '*' })).toEqual(rows);
    // exactly the limit is fine
    const full = await upload(tokenB, Buffer.alloc(MAX), 'full.bin', 'application/octet-stream');
    expect(full.status).toBe(201);
  });

  it('refuses to start with MEDIA_DIR inside PUBLIC_DIR', () => {
    const publicDir = t.kernel.config.PUBLIC_DIR;
    const store = (dir: string) =>
      new MediaStore({ knex: t.kernel.knex, dir, publicDir, maxBytes: MAX, secret: 's' });
    expect(() => store(join(publicDir, 'media'))).toThrow(/must not be inside PUBLIC_DIR/);
    expect(() => store(publicDir)).toThrow(/must not be inside PUBLIC_DIR/);
    expect(() => store(`${publicDir}-media`)).not.toThrow();
  });

  it('refuses a malformed mime type', async () => {
    const res = await upload(tokenA, png, 'a.png', 'image/png\r\nX-Evil: 1'.replace(/\r\n/g, ' '));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_MEDIA_TYPE');
  });

  it('removes a file: its link and its bytes are gone', async () => {
    const { body } = await upload(tokenA, png, 'a.png', 'image/png');
    const link = body.url as string;
    expect(await media.remove(seed.a.id, body.id)).toBe(true);
    expect((await get(link)).status).toBe(404);
    expect((await get(`/media/${body.id}`, tokenA)).status).toBe(404);
    expect(existsSync(join(t.kernel.config.MEDIA_DIR, String(seed.a.id), body.id))).toBe(false);
  });

  it('reads back through open and read for the owning company', async () => {
    const record = await media.save(seed.a.id, { data: png, name: 'b.png', mimeType: 'image/png' });
    const { data } = await media.read(seed.a.id, record.id);
    expect(data).toEqual(png);
    const opened = await media.open(seed.a.id, record.id);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(png);
    expect(opened.record).toMatchObject({ id: record.id, name: 'b.png', size: png.length });
    expect(opened.record.createdAt).toBeInstanceOf(Date);
  });
});
