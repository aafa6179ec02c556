import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertConversation, login, type HttpClient } from '../support/index.js';
import { productPlugins } from '../support/product-declarations.js';

/**
 * Issue 27, finding 2: multipart bodies were read whole into memory before anyone checked the caller. Each
 * refused upload here declares 50 MB and sends 256 KB of it: the answer must come while the rest is still
 * unsent, which a server that reads the body first cannot do.
 */
const { t, seed } = tenantKernelPerFile(async () => ({ plugins: await productPlugins() }), 60_000);
let admin: HttpClient;
let attendant: HttpClient;
let superUser: HttpClient;
let fileListId: number;
let hiddenTicket: number;
let announcementId: number;

beforeAll(async () => {
  admin = await login(t, seed.a.admin.email);
  attendant = await login(t, seed.a.user.email);
  superUser = await login(t, seed.platform.admin.email);
  fileListId = (await admin.post('/files', { name: 'Catálogo', message: 'Segue o catálogo' })).body.id;
  // a ticket of a queue the attendant is not in: spec §6 hides it from them
  hiddenTicket = (await insertConversation(t.kernel.knex, seed.a.id, { status: 'open' })).id;
  await t.kernel.knex('tickets').where({ id: hiddenTicket }).update({ queueId: seed.a.queueId });
  announcementId = (
    await superUser.post('/announcements', { title: 'Aviso', text: 'Manutenção', priority: 3, status: true })
  ).body.id;
}, 60_000);

const uploadsDir = () => join(t.kernel.config.MEDIA_DIR, '.uploads');
const leftovers = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

interface SlowAnswer {
  status: number;
  body: any;
  /** bytes of the file written when the answer came */
  sent: number;
}

/**
 * A multipart upload declaring `declared` bytes of file, of which only `send` are written before waiting for
 * an answer (at most `waitMs`); then the request is dropped.
 */
function slowUpload(
  client: HttpClient,
  path: string,
  opts: { field: string; declared: number; send: number; waitMs?: number; abortAfterSend?: boolean },
): Promise<SlowAnswer | 'no answer'> {
  const boundary = 'balcaoBoundary27';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field}"; filename="grande.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(client.baseUrl + path);
  return new Promise((resolve) => {
    let sent = 0;
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + opts.declared + tail.length,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, opts.waitMs ?? 5000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined, sent });
      });
    });
    req.on('error', () => undefined);
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    while (sent < opts.send) {
      req.write(chunk);
      sent += chunk.length;
    }
    if (opts.abortAfterSend) setTimeout(() => req.destroy(), 200);
  });
}

const refusedEarly = (answer: SlowAnswer | 'no answer', status: number, error: string) => {
  expect(answer).not.toBe('no answer');
  expect(answer).toMatchObject({ status, body: { error } });
  expect((answer as SlowAnswer).sent).toBeLessThan(50 * 1024 * 1024);
};

describe('uploads are authorized before their body is read', () => {
  const declared = 50 * 1024 * 1024;
  const send = 256 * 1024;

  it("answers an attendant's upload to /files/uploadList 403 while the 50 MB are still coming", async () => {
    const answer = await slowUpload(attendant, `/files/uploadList/${fileListId}`, {
      field: 'files',
      declared,
      send,
    });
    refusedEarly(answer, 403, 'ERR_NO_PERMISSION');
    // a list of another company, or none, is 404 before the body too
    const adminB = await login(t, seed.b.admin.email);
    refusedEarly(
      await slowUpload(adminB, `/files/uploadList/${fileListId}`, { field: 'files', declared, send }),
      404,
      'ERR_NO_FILE_FOUND',
    );
  });

  it('answers files sent to a ticket the user may not see 403 before reading them', async () => {
    refusedEarly(
      await slowUpload(attendant, `/messages/${hiddenTicket}`, { field: 'medias', declared, send }),
      403,
      'ERR_NO_PERMISSION',
    );
    refusedEarly(
      await slowUpload(attendant, '/messages/999999', { field: 'medias', declared, send }),
      404,
      'ERR_NO_TICKET_FOUND',
    );
  });

  it("answers an admin's announcement image 403, and a super user's for no announcement 404, first", async () => {
    refusedEarly(
      await slowUpload(admin, `/announcements/${announcementId}/media-upload`, {
        field: 'file',
        declared,
        send,
      }),
      403,
      'ERR_NO_PERMISSION',
    );
    refusedEarly(
      await slowUpload(superUser, '/announcements/999999/media-upload', { field: 'file', declared, send }),
      404,
      'ERR_NO_ANNOUNCEMENT_FOUND',
    );
  });

  it("answers a template header's file of a kind Meta has no header for 400 before reading it", async () => {
    refusedEarly(
      await slowUpload(attendant, '/whatsapp-cloud/header-files?type=audio', {
        field: 'file',
        declared,
        send,
      }),
      400,
      'ERR_VALIDATION',
    );
  });

  it('leaves no temporary file behind a refused, an oversized or an aborted upload', async () => {
    expect(leftovers()).toEqual([]);
    // an admin may upload: past MEDIA_MAX_BYTES the upload stops at the limit with 413
    const big = t.kernel.config.MEDIA_MAX_BYTES + 1024 * 1024;
    const tooLarge = await slowUpload(admin, `/files/uploadList/${fileListId}`, {
      field: 'files',
      declared: big,
      send: big,
      waitMs: 60_000,
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { error: 'ERR_MEDIA_TOO_LARGE' } });
    // a client that goes away halfway
    const aborted = await slowUpload(admin, `/files/uploadList/${fileListId}`, {
      field: 'files',
      declared,
      send: 1024 * 1024,
      waitMs: 1000,
      abortAfterSend: true,
    });
    expect(aborted).toBe('no answer');
    const until = Date.now() + 5000;
    while (leftovers().length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it('moves an accepted upload into the media store and keeps no temporary copy', async () => {
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.4 catálogo'], { type: 'application/pdf' }), 'catalogo.pdf');
    form.append('name', 'Catálogo 2026');
    const res = await admin.post(`/files/uploadList/${fileListId}`, form);
    expect(res).toMatchObject({ status: 200 });
    const list = await admin.get(`/files/${fileListId}`);
    expect(list.body.options).toEqual([
      expect.objectContaining({ name: 'Catálogo 2026', mediaType: 'application/pdf' }),
    ]);
    expect(leftovers()).toEqual([]);
    const stored = readdirSync(join(t.kernel.config.MEDIA_DIR, String(seed.a.id)));
    expect(stored).toHaveLength(1);
  });
});
