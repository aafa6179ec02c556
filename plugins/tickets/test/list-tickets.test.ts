import { describe, expect, it } from 'vitest';
import { listenAs, sleep, insertContact, insertQueue, insertTicket, until } from '@balcao/core/testing';
import { ticketsKernelPerFile } from './tickets-per-file.js';

const { k, db, userOfA } = ticketsKernelPerFile();
const q = (params: Record<string, unknown>) =>
  '/tickets?' +
  new URLSearchParams(
    Object.entries(params).map(([key, v]): [string, string] => [
      key,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
const ids = (body: { tickets: Array<{ id: number }> }) => body.tickets.map((t) => t.id);

describe('GET /tickets: filters and paging', () => {
  it('pages 40 at a time, newest update first, with count and hasMore', async () => {
    const { id: userId } = k.seed.a.admin;
    const made: number[] = [];
    for (let i = 0; i < 45; i++) {
      const contactId = await insertContact(db(), k.companyId, {
        name: `Pagina ${i}`,
        number: `55119000${String(i).padStart(5, '0')}`,
      });
      const ticket = await insertTicket(db(), {
        companyId: k.companyId,
        contactId,
        whatsappId: k.connectionId,
        status: 'open',
        userId,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
      made.push(ticket.id);
    }
    const first = await k.admin.get(q({ users: [userId], status: 'open', showAll: 'true', pageNumber: '1' }));
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(45);
    expect(first.body.hasMore).toBe(true);
    expect(ids(first.body)).toEqual([...made].reverse().slice(0, 40));
    expect(first.body.tickets[0]).toMatchObject({
      contact: { name: 'Pagina 44' },
      whatsapp: { name: 'Atendimento' },
      tags: [],
    });
    const second = await k.admin.get(
      q({ users: [userId], status: 'open', showAll: 'true', pageNumber: '2' }),
    );
    expect(ids(second.body)).toEqual([...made].reverse().slice(40));
    expect(second.body.hasMore).toBe(false);
  });

  it('searches contact names and numbers, lower-cased, and message bodies', async () => {
    const byName = await insertContact(db(), k.companyId, { name: 'Zulmira Prado', number: '5511955501234' });
    const byBody = await insertContact(db(), k.companyId, { name: 'Outro Nome', number: '5511955509999' });
    const t1 = (
      await insertTicket(db(), { companyId: k.companyId, contactId: byName, whatsappId: k.connectionId })
    ).id;
    const t2 = (
      await insertTicket(db(), { companyId: k.companyId, contactId: byBody, whatsappId: k.connectionId })
    ).id;
    await db()('messages').insert({
      companyId: k.companyId,
      ticketId: t2,
      contactId: byBody,
      wid: 'search-1',
      body: 'Quero o boleto XPTO-77',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(ids((await k.admin.get(q({ searchParam: 'ZULMIRA', showAll: 'true' }))).body)).toEqual([t1]);
    expect(ids((await k.admin.get(q({ searchParam: '55501234', showAll: 'true' }))).body)).toEqual([t1]);
    expect(ids((await k.admin.get(q({ searchParam: 'xpto-77', showAll: 'true' }))).body)).toEqual([t2]);
    expect((await k.admin.get(q({ searchParam: '100%', showAll: 'true' }))).body.count).toBe(0);
  });

  it('filters by status, unread, queueIds (JSON string), creation day and ignores tags without the tags plugin', async () => {
    const queue = await insertQueue(db(), k.companyId, { name: 'Filtro', color: '#f0f' });
    const contact = await insertContact(db(), k.companyId, { name: 'Filtrado', number: '5511944400000' });
    const old = new Date(Date.UTC(2025, 5, 10, 15));
    const id = (
      await insertTicket(db(), {
        companyId: k.companyId,
        contactId: contact,
        whatsappId: k.connectionId,
        status: 'pending',
        queueId: queue,
        unreadMessages: 2,
        createdAt: old,
      })
    ).id;
    const day = `${old.getFullYear()}-${String(old.getMonth() + 1).padStart(2, '0')}-${String(old.getDate()).padStart(2, '0')}`;
    const got = await k.admin.get(
      q({ showAll: 'true', queueIds: [queue], date: day, withUnreadMessages: 'true' }),
    );
    expect(ids(got.body)).toEqual([id]);
    expect(ids((await k.admin.get(q({ showAll: 'true', date: day, status: 'open' }))).body)).toEqual([]);
    const tagged = await k.admin.get(q({ showAll: 'true', date: day, tags: [1, 2] }));
    expect(ids(tagged.body)).toEqual([id]);
    const bad = await k.admin.get(q({ queueIds: '[1,', showAll: 'true' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ERR_VALIDATION');
  });
});

describe('GET /tickets: who sees what (spec §6)', () => {
  it('an attendant lists only their queues, tickets without queue and their own; pending of all with allTicket', async () => {
    const q1 = k.seed.a.queueId;
    const q2 = await insertQueue(db(), k.companyId, { name: 'Suporte', color: '#00f' });
    const ana = await userOfA({ name: 'Ana', queueIds: [q1] });
    const bia = await userOfA({ name: 'Bia', queueIds: [q2] });
    const caio = await userOfA({ name: 'Caio', queueIds: [q1], allTicket: 'enable' });
    const c = async (n: string) =>
      insertContact(db(), k.companyId, { name: `Vis ${n}`, number: `551193330${n}` });
    const base = { companyId: k.companyId, whatsappId: k.connectionId };
    const inQ1 = (await insertTicket(db(), { ...base, contactId: await c('01'), queueId: q1 })).id;
    const inQ2 = (await insertTicket(db(), { ...base, contactId: await c('02'), queueId: q2 })).id;
    const noQueue = (await insertTicket(db(), { ...base, contactId: await c('03') })).id;
    const anasInQ2 = (
      await insertTicket(db(), {
        ...base,
        contactId: await c('04'),
        queueId: q2,
        status: 'open',
        userId: ana.id,
      })
    ).id;
    const list = async (who: typeof ana, status: string) =>
      ids((await who.http.get(q({ status, showAll: 'true' }))).body);
    const pendingAna = await list(ana, 'pending');
    expect(pendingAna).toEqual(expect.arrayContaining([inQ1, noQueue]));
    expect(pendingAna).not.toContain(inQ2);
    expect(await list(ana, 'open')).toEqual([anasInQ2]);
    expect(await list(bia, 'pending')).toEqual(expect.arrayContaining([inQ2, noQueue]));
    expect(await list(bia, 'pending')).not.toContain(inQ1);
    expect(await list(bia, 'open')).toEqual([]); // showAll is for admins: Ana's ticket in Bia's queue stays Ana's
    expect(await list(caio, 'pending')).toEqual(expect.arrayContaining([inQ1, inQ2, noQueue]));

    expect((await ana.http.get(`/tickets/${inQ2}`)).body).toEqual({ error: 'ERR_NO_PERMISSION' });
    expect((await ana.http.get(`/tickets/${inQ2}`)).status).toBe(403);
    expect((await ana.http.get(`/tickets/${anasInQ2}`)).status).toBe(200);
    const uuid = (await db()('tickets').where({ id: inQ1 }).first()).uuid;
    expect((await ana.http.get(`/tickets/u/${uuid}`)).body.id).toBe(inQ1);
    expect((await bia.http.get(`/tickets/u/${uuid}`)).status).toBe(403);
  });

  it('an attendant never hears about a ticket of a queue that is not theirs (real sockets)', async () => {
    const q1 = k.seed.a.queueId;
    const q2 = await insertQueue(db(), k.companyId, { name: 'Financeiro', color: '#0ff' });
    const ana = await userOfA({ name: 'Ana Socket', queueIds: [q1] });
    const bia = await userOfA({ name: 'Bia Socket', queueIds: [q2] });
    const {
      heard: [anaHeard, biaHeard],
      close,
    } = await listenAs(k.t.url, ana.http, bia.http);
    try {
      const contactId = await insertContact(db(), k.companyId, {
        name: 'Socket Contato',
        number: '5511922200011',
      });
      const t = (
        await insertTicket(db(), {
          companyId: k.companyId,
          contactId,
          whatsappId: k.connectionId,
          queueId: q2,
        })
      ).id;
      const res = await k.admin.put(`/tickets/${t}`, { status: 'open', userId: bia.id, queueId: q2 });
      expect(res.status).toBe(200);
      const event = `company-${k.companyId}-ticket`;
      const about = (heard: typeof anaHeard) =>
        heard.filter((e) => e.event === event && JSON.stringify(e.payload).includes(`"id":${t}`));
      await until('Bia hears the update', () => about(biaHeard).length > 0);
      await sleep(200);
      expect(about(biaHeard)[0]!.payload).toMatchObject({ action: 'update', ticket: { id: t, queueId: q2 } });
      expect(about(anaHeard)).toEqual([]);
      expect(anaHeard.filter((e) => JSON.stringify(e.payload).includes(`"ticketId":${t}`))).toEqual([]);
      // and the list agrees
      expect(ids((await ana.http.get(q({ status: 'open', showAll: 'true' }))).body)).not.toContain(t);
      // her socket does hear her own queue: the silence above is the rule, not a dead socket
      const mine = (
        await insertTicket(db(), {
          companyId: k.companyId,
          contactId: await insertContact(db(), k.companyId, { name: 'Socket Dela', number: '5511922200012' }),
          whatsappId: k.connectionId,
          queueId: q1,
        })
      ).id;
      await k.admin.put(`/tickets/${mine}`, { status: 'open', userId: ana.id, queueId: q1 });
      await until(
        'Ana hears her queue',
        () =>
          about(anaHeard).length > 0 ||
          anaHeard.some((e) => JSON.stringify(e.payload).includes(`"id":${mine}`)),
      );
      expect(about(biaHeard).every((e) => !JSON.stringify(e.payload).includes(`"id":${mine}`))).toBe(true);
    } finally {
      close();
    }
  });
});
