import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  connectSocket,
  recordEvents,
  sleep,
  insertContact,
  invalidField,
  notFound,
} from '@balcao/core/testing';
import { startSchedulesKernel, type SchedulesKernel } from './schedules-kernel.js';

const k = kernelPerFile<SchedulesKernel>(startSchedulesKernel);
let contactA: number;
let contactB: number;

beforeAll(async () => {
  contactA = await insertContact(k.t.kernel.knex, k.seed.a.id, {
    name: 'Maria Silva',
    number: '5511987650001',
  });
  contactB = await insertContact(k.t.kernel.knex, k.seed.b.id, {
    name: 'João de B',
    number: '5511987650002',
  });
});

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const missing = notFound('ERR_NO_SCHEDULE_FOUND');
const upload = (name: string, content: string, type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};

describe('writing schedules', () => {
  it('creates, reads, lists, edits (the dialog posting the record back) and deletes one', async () => {
    const sendAt = inAnHour();
    const created = await k.attendant.post('/schedules', {
      body: 'Olá {{firstName}}!',
      contactId: contactA,
      sendAt,
    });
    expect(created).toMatchObject({
      status: 200,
      body: {
        body: 'Olá {{firstName}}!',
        contactId: contactA,
        status: 'PENDENTE',
        sentAt: null,
        late: false,
        mediaPath: null,
        userId: k.seed.a.user.id,
        companyId: k.seed.a.id,
        contact: { id: contactA, name: 'Maria Silva' },
        user: { id: k.seed.a.user.id },
      },
    });
    expect(new Date(created.body.sendAt).getTime()).toBe(Math.floor(Date.parse(sendAt) / 1000) * 1000);
    const path = `/schedules/${created.body.id}`;
    expect(await k.admin.get(path)).toMatchObject({ status: 200, body: { id: created.body.id } });
    // Whaticket's dialog: the loaded record with its contact, user and an empty sentAt
    const later = new Date(Date.now() + 7200_000).toISOString();
    const edited = await k.admin.put(path, {
      ...created.body,
      sentAt: '',
      body: 'Mensagem nova',
      sendAt: later,
    });
    expect(edited).toMatchObject({ status: 200, body: { body: 'Mensagem nova', userId: k.seed.a.user.id } });
    const page = await k.admin.get('/schedules?searchParam=maria');
    expect(page).toMatchObject({ status: 200, body: { count: 1, hasMore: false } });
    expect(page.body.schedules.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
    expect((await k.admin.get('/schedules?searchParam=ninguem')).body.count).toBe(0);
    expect((await k.admin.get(`/schedules?contactId=${contactA}`)).body.count).toBe(1);
    expect(await k.admin.delete(path)).toMatchObject({ status: 200 });
    expect(await k.admin.get(path)).toMatchObject(missing);
  });

  it("refuses bad input with spec §5's messages", async () => {
    const ok = { body: 'Bom dia!', contactId: contactA, sendAt: inAnHour() };
    expect(await k.admin.post('/schedules', { ...ok, body: 'oi' })).toMatchObject(
      invalidField('body', 'Mensagem muito curta'),
    );
    expect(await k.admin.post('/schedules', { ...ok, body: '' })).toMatchObject(
      invalidField('body', 'Obrigatório'),
    );
    expect(await k.admin.post('/schedules', { ...ok, contactId: '' })).toMatchObject(
      invalidField('contactId', 'Obrigatório'),
    );
    expect(await k.admin.post('/schedules', { ...ok, sendAt: '' })).toMatchObject(
      invalidField('sendAt', 'Obrigatório'),
    );
    expect(await k.admin.post('/schedules', { ...ok, sendAt: 'amanhã' })).toMatchObject(
      invalidField('sendAt', 'Data inválida'),
    );
    expect(await k.admin.get('/schedules')).toMatchObject({ body: { count: 0 } });
  });

  it("keeps companies apart: B neither sees nor changes A's schedules, and A cannot use B's contact", async () => {
    const mine = await k.admin.post('/schedules', {
      body: 'Só da A',
      contactId: contactA,
      sendAt: inAnHour(),
    });
    const path = `/schedules/${mine.body.id}`;
    expect(await k.adminB.get(path)).toMatchObject(missing);
    expect(await k.adminB.put(path, { body: 'Invasão' })).toMatchObject(missing);
    expect(await k.adminB.delete(path)).toMatchObject(missing);
    expect(await k.adminB.post(`${path}/media-upload`, upload('x.png', 'x'))).toMatchObject(missing);
    expect((await k.adminB.get('/schedules')).body).toMatchObject({ schedules: [], count: 0 });
    expect(
      await k.admin.post('/schedules', { body: 'Para B', contactId: contactB, sendAt: inAnHour() }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } });
    expect(await k.admin.get(path)).toMatchObject({ status: 200, body: { body: 'Só da A' } });
    await k.admin.delete(path);
  });

  it('attaches .png/.jpg/.jpeg images only, behind a signed link, and removes them', async () => {
    const s = await k.admin.post('/schedules', {
      body: 'Com imagem',
      contactId: contactA,
      sendAt: inAnHour(),
    });
    const path = `/schedules/${s.body.id}`;
    expect(
      await k.admin.post(`${path}/media-upload`, upload('foto da loja.JPG', 'JPG!', 'image/jpeg')),
    ).toMatchObject({ status: 200, body: { mensagem: 'Arquivo Anexado' } });
    const got = await k.admin.get(path);
    expect(got.body).toMatchObject({ mediaName: 'foto_da_loja.JPG' });
    const link = await fetch(`${k.t.url}${got.body.mediaPath}`);
    expect(link.status).toBe(200);
    expect(await link.text()).toBe('JPG!');
    for (const name of ['a.gif', 'doc.pdf', 'semextensao'])
      expect(await k.admin.post(`${path}/media-upload`, upload(name, 'x'))).toMatchObject({
        status: 400,
        body: { error: 'ERR_SCHEDULE_MEDIA_TYPE' },
      });
    expect(await k.admin.delete(`${path}/media-upload`)).toMatchObject({ status: 200 });
    expect((await k.admin.get(path)).body).toMatchObject({ mediaPath: null, mediaName: null });
    await k.admin.delete(path);
  });

  it("enforces the plan's schedules limit on pending schedules (403 ERR_PLAN_SCHEDULE_LIMIT)", async () => {
    await k.t.kernel
      .knex('plans')
      .where({ id: k.seed.planId })
      .update({ limits: JSON.stringify({ schedules: 2 }) });
    try {
      const ids: number[] = [];
      for (const n of [1, 2]) {
        const r = await k.admin.post('/schedules', {
          body: `Número ${n}`,
          contactId: contactA,
          sendAt: inAnHour(),
        });
        expect(r.status).toBe(200);
        ids.push(r.body.id);
      }
      expect(
        await k.admin.post('/schedules', { body: 'Número 3', contactId: contactA, sendAt: inAnHour() }),
      ).toMatchObject({ status: 403, body: { error: 'ERR_PLAN_SCHEDULE_LIMIT' } });
      // B's plan is the same plan but B's count is its own
      const contact = await insertContact(k.t.kernel.knex, k.seed.b.id, {
        name: 'Outro de B',
        number: '5511987650003',
      });
      expect(
        (await k.adminB.post('/schedules', { body: 'Da B, ok', contactId: contact, sendAt: inAnHour() }))
          .status,
      ).toBe(200);
      for (const id of ids) await k.admin.delete(`/schedules/${id}`);
    } finally {
      await k.t.kernel.knex('plans').where({ id: k.seed.planId }).update({ limits: null });
    }
  });

  it('tells the company as company-{id}-schedule on create, update and delete; not the other company', async () => {
    const [a, b] = await Promise.all(
      [k.attendant, k.adminB].map((c) => connectSocket(k.t.url, c.token!, { via: 'query' })),
    );
    try {
      const seenA = recordEvents(a!);
      const seenB = recordEvents(b!);
      const s = await k.admin.post('/schedules', {
        body: 'Avisada',
        contactId: contactA,
        sendAt: inAnHour(),
      });
      await k.admin.put(`/schedules/${s.body.id}`, { body: 'Avisada de novo' });
      await k.admin.delete(`/schedules/${s.body.id}`);
      await sleep(300);
      const event = `company-${k.seed.a.id}-schedule`;
      expect(seenA.filter((e) => e.event === event).map((e) => e.payload)).toEqual([
        expect.objectContaining({ action: 'create', schedule: expect.objectContaining({ id: s.body.id }) }),
        expect.objectContaining({
          action: 'update',
          schedule: expect.objectContaining({ body: 'Avisada de novo' }),
        }),
        { action: 'delete', scheduleId: s.body.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-schedule'))).toEqual([]);
    } finally {
      a?.disconnect();
      b?.disconnect();
    }
  });
});
