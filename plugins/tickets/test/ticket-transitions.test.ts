import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertWhatsapp,
  listenAs,
  insertContact,
  insertQueue,
  insertTicket,
  until,
} from '@balcao/core/testing';
import { ticketsKernelPerFile } from './tickets-per-file.js';
import { sentTo, setSetting, trackingOf } from './ticket-fixtures.js';

const { k, db, userOfA } = ticketsKernelPerFile();
beforeAll(async () => {
  // the seeded attendant works in the seeded queue
  await k.t.kernel.knex('userQueues').insert({ userId: k.seed.a.user.id, queueId: k.seed.a.queueId });
}, 60_000);

let n = 0;
/** a contact with a pending ticket in the seeded queue (and the tracking row inbound tickets get) */
async function pendingTicket(fields: Record<string, unknown> = {}) {
  const number = `55119777${String(++n).padStart(5, '0')}`;
  const contactId = await insertContact(db(), k.companyId, { name: `Cliente ${n}`, number });
  const id = (
    await insertTicket(db(), {
      companyId: k.companyId,
      contactId,
      whatsappId: k.connectionId,
      queueId: k.seed.a.queueId,
      unreadMessages: 3,
      ...fields,
    })
  ).id;
  return { id, number, contactId, name: `Cliente ${n}` };
}

describe('PUT /tickets/:id transitions (spec §4)', () => {
  it('accept: open, the caller, unread reset, greeting sent when enabled, tracking started', async () => {
    await setSetting(k, k.companyId, 'sendGreetingAccepted', 'enabled');
    const ana = await userOfA({ name: 'Ana', queueIds: [k.seed.a.queueId] });
    const t = await pendingTicket();
    const {
      heard: [heard],
      close,
    } = await listenAs(k.t.url, ana.http);
    try {
      const res = await ana.http.put(`/tickets/${t.id}`, { status: 'open', queueId: k.seed.a.queueId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'open', userId: ana.id, unreadMessages: 0 });
      await until('the greeting reached WhatsApp', () => sentTo(k, t.number).length === 1);
      expect(sentTo(k, t.number)[0]).toMatch(
        new RegExp(
          `^\\*Mensagem Automática:\\*\\n(Bom dia|Boa tarde|Boa noite|Boa madrugada) \\*${t.name}\\*, meu nome é \\*Ana\\* e agora vou prosseguir com seu atendimento!$`,
        ),
      );
      await until('updateUnread', () =>
        heard.some((e) => (e.payload as { action?: string }).action === 'updateUnread'),
      );
      const [row] = await trackingOf(db(), t.id);
      expect(row.startedAt).toBeTruthy();
      expect(row.userId).toBe(ana.id);
    } finally {
      close();
      await setSetting(k, k.companyId, 'sendGreetingAccepted', 'disabled');
    }
  });

  it('return: pending without user, nothing sent, tracking back to waiting', async () => {
    const t = await pendingTicket({ status: 'open', userId: k.seed.a.user.id });
    const res = await k.attendant.put(`/tickets/${t.id}`, { status: 'pending', userId: null });
    expect(res.body).toMatchObject({ status: 'pending', userId: null });
    const [row] = await trackingOf(db(), t.id);
    expect(row.startedAt).toBeNull();
    expect(row.queuedAt).toBeTruthy();
    expect(sentTo(k, t.number)).toEqual([]);
  });

  it('resolve without ratings: the completion message, closed, integration cleared, tracking finished', async () => {
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ complationMessage: 'Obrigado pelo contato!' });
    const t = await pendingTicket({
      status: 'open',
      userId: k.seed.a.user.id,
      useIntegration: true,
      integrationId: 7,
      promptId: 3,
    });
    await db()('whatsapps').where({ id: k.connectionId }).update({ ratingMessage: 'Avalie' }); // ratings are off
    const res = await k.attendant.put(`/tickets/${t.id}`, {
      status: 'closed',
      userId: k.seed.a.user.id,
      queueId: k.seed.a.queueId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'closed',
      useIntegration: false,
      integrationId: null,
      promptId: null,
    });
    const row = await db()('tickets').where({ id: t.id }).first();
    expect(row.openSlot).toBeNull();
    await until('the farewell reached WhatsApp', () => sentTo(k, t.number).length === 1);
    expect(sentTo(k, t.number)).toEqual(['\u200eObrigado pelo contato!']);
    const [track] = await trackingOf(db(), t.id);
    expect(track.finishedAt).toBeTruthy();
    expect(Boolean(track.rated)).toBe(false);
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ complationMessage: null, ratingMessage: null });
  });

  it('reopen: open for the caller in a new tracking row; refused while another ticket is open', async () => {
    const t = await pendingTicket({ status: 'closed' });
    await db()('ticketTraking').insert({
      companyId: k.companyId,
      ticketId: t.id,
      finishedAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const res = await k.attendant.put(`/tickets/${t.id}`, { status: 'open' });
    expect(res.body).toMatchObject({ status: 'open', userId: k.seed.a.user.id });
    const rows = await trackingOf(db(), t.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].startedAt).toBeTruthy();
    expect(rows[1].finishedAt).toBeNull();

    await db()('tickets').where({ id: t.id }).update({ status: 'closed', openSlot: null });
    await insertTicket(db(), { companyId: k.companyId, contactId: t.contactId, whatsappId: k.connectionId });
    const clash = await k.attendant.put(`/tickets/${t.id}`, { status: 'open' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('ERR_OTHER_OPEN_TICKET');
    expect((await db()('tickets').where({ id: t.id }).first()).status).toBe('closed');
  });

  it('transfer: to a user and queue (open), to a queue alone (pending), with the transfer messages', async () => {
    await setSetting(k, k.companyId, 'sendMsgTransfTicket', 'enabled');
    const suporte = await insertQueue(db(), k.companyId, { name: 'Suporte', color: '#123' });
    const bia = await userOfA({ name: 'Bia', queueIds: [suporte] });
    const t = await pendingTicket({ status: 'open', userId: k.seed.a.user.id });
    const toBia = await k.attendant.put(`/tickets/${t.id}`, { queueId: suporte, userId: bia.id });
    expect(toBia.body).toMatchObject({ status: 'open', userId: bia.id, queueId: suporte });
    const back = await bia.http.put(`/tickets/${t.id}`, {
      queueId: k.seed.a.queueId,
      status: 'pending',
      userId: null,
    });
    expect(back.body).toMatchObject({ status: 'pending', userId: null, queueId: k.seed.a.queueId });
    await until('both transfer messages', () => sentTo(k, t.number).length === 2);
    expect(sentTo(k, t.number)).toEqual([
      '*Mensagem automática*:\nVocê foi transferido para o departamento *Suporte* e contará com a presença de *Bia*\naguarde, já vamos te atender!',
      '*Mensagem automática*:\nVocê foi transferido para o departamento *Vendas Empresa A*\naguarde, já vamos te atender!',
    ]);
    const [row] = await trackingOf(db(), t.id);
    expect(row).toMatchObject({ queueId: k.seed.a.queueId, userId: null, startedAt: null });
    expect(row.queuedAt).toBeTruthy();
    await setSetting(k, k.companyId, 'sendMsgTransfTicket', 'disabled');
  });

  it('transfer to another connection of the company; ids of another company are 404', async () => {
    const t = await pendingTicket();
    const second = await insertWhatsapp(db(), k.companyId, 'Outra Conexao', { isDefault: false });
    const moved = await k.admin.put(`/tickets/${t.id}`, { whatsappId: second });
    expect(moved.body).toMatchObject({ whatsappId: second, whatsapp: { name: 'Outra Conexao' } });
    const bWapp = await insertWhatsapp(db(), k.seed.b.id, 'De B');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ userId: k.seed.b.user.id }, 'ERR_NO_USER_FOUND'],
      [{ queueId: k.seed.b.queueId }, 'ERR_NO_QUEUE_FOUND'],
      [{ whatsappId: bWapp }, 'ERR_NO_WAPP_FOUND'],
    ];
    for (const [body, error] of cases) {
      const res = await k.admin.put(`/tickets/${t.id}`, body);
      expect([res.status, res.body.error]).toEqual([404, error]);
    }
    const bad = await k.admin.put(`/tickets/${t.id}`, { status: 'resolvido' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const row = await db()('tickets').where({ id: t.id }).first();
    expect(row).toMatchObject({ whatsappId: second, status: 'pending', queueId: k.seed.a.queueId });
    // a ticket of company B is not found, whatever the body
    const bContact = await insertContact(db(), k.seed.b.id, { name: 'B', number: '5511900000999' });
    const bTicket = (
      await insertTicket(db(), {
        companyId: k.seed.b.id,
        contactId: bContact,
        whatsappId: bWapp,
      })
    ).id;
    expect((await k.admin.put(`/tickets/${bTicket}`, { status: 'open' })).status).toBe(404);
    expect((await db()('tickets').where({ id: bTicket }).first()).status).toBe('pending');
    const bUuid = (await db()('tickets').where({ id: bTicket }).first()).uuid;
    for (const [method, path] of [
      ['GET', `/tickets/${bTicket}`],
      ['GET', `/tickets/u/${bUuid}`],
      ['DELETE', `/tickets/${bTicket}`],
    ] as const) {
      const res = await k.admin.request(method, path);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 404, 'ERR_NO_TICKET_FOUND']);
    }
    expect(await db()('tickets').where({ id: bTicket }).first()).toBeTruthy();
  });

  it("takes the ticket the client echoes back, and refuses another company's id in it", async () => {
    const t = await pendingTicket();
    const loaded = (await k.admin.get(`/tickets/${t.id}`)).body;
    const hostile = await k.admin.put(`/tickets/${t.id}`, {
      ...loaded,
      status: 'open',
      companyId: k.seed.b.id,
    });
    expect([hostile.status, hostile.body.error, hostile.body.fields?.companyId]).toEqual([
      400,
      'ERR_VALIDATION',
      'Unrecognized key',
    ]);
    const res = await k.admin.put(`/tickets/${t.id}`, {
      ...loaded,
      status: 'open',
      userId: '',
      queueId: String(k.seed.a.queueId),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'open',
      userId: k.seed.a.admin.id,
      queueId: k.seed.a.queueId,
      companyId: k.companyId,
    });
  });

  it('an attendant outside the queue cannot change the ticket', async () => {
    const other = await insertQueue(db(), k.companyId, { name: 'Fechada', color: '#999' });
    const t = await pendingTicket({ queueId: other });
    const res = await k.attendant.put(`/tickets/${t.id}`, { status: 'open' });
    expect([res.status, res.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });
});

describe('DELETE /tickets/:id', () => {
  it('admins only; the audience hears delete', async () => {
    const t = await pendingTicket();
    expect((await k.attendant.delete(`/tickets/${t.id}`)).status).toBe(403);
    const {
      heard: [heard],
      close,
    } = await listenAs(k.t.url, k.admin);
    try {
      const res = await k.admin.delete(`/tickets/${t.id}`);
      expect(res.status).toBe(200);
      expect(await db()('tickets').where({ id: t.id }).first()).toBeUndefined();
      await until('delete event', () =>
        heard.some(
          (e) =>
            e.event === `company-${k.companyId}-ticket` &&
            (e.payload as { ticketId?: number }).ticketId === t.id,
        ),
      );
      expect((await k.admin.delete(`/tickets/${t.id}`)).status).toBe(404);
    } finally {
      close();
    }
  });
});
