import { describe, expect, it } from 'vitest';
import { listenAs, insertContact, insertQueue, insertTicket, until } from '@balcao/core/testing';
import type { TicketServices } from '../src/index.js';
import { ticketsKernelPerFile } from './tickets-per-file.js';
import { sentTo, setSetting, trackingOf } from './ticket-fixtures.js';

const { k, db, userOfA } = ticketsKernelPerFile();
const question =
  '\u200eComo foi o atendimento?\n\nDigite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_';

describe('a ticket from first message to rating (userRating enabled)', () => {
  it('first message -> accept -> reply -> transfer -> resolve -> rating asked -> 3 -> closed and rated', async () => {
    await setSetting(k, k.companyId, 'userRating', 'enabled');
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ ratingMessage: 'Como foi o atendimento?', complationMessage: 'Até logo!' });
    const suporte = await insertQueue(db(), k.companyId, { name: 'Suporte', color: '#321' });
    const ana = await userOfA({ name: 'Ana', queueIds: [k.seed.a.queueId] });
    const bia = await userOfA({ name: 'Bia', queueIds: [suporte] });
    const from = { number: '5511988001122', name: 'Rita' };
    const conn = String(k.connectionId);
    const ticketRow = () =>
      db()('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', from.number)
        .first('tickets.*');

    k.sim.contactSends(conn, { from, type: 'text', body: 'Olá, preciso de ajuda' });
    await until('the ticket', async () => Boolean(await ticketRow()));
    const id = Number((await ticketRow()).id);
    expect((await ticketRow()).status).toBe('pending');

    const accepted = await ana.http.put(`/tickets/${id}`, {
      status: 'open',
      userId: ana.id,
      queueId: k.seed.a.queueId,
    });
    expect(accepted.body).toMatchObject({ status: 'open', userId: ana.id, unreadMessages: 0 });
    const services = k.t.kernel.plugins.services.get('tickets') as TicketServices;
    await services.send(k.companyId, id, { body: 'Claro, vou verificar.', userId: ana.id });

    const moved = await ana.http.put(`/tickets/${id}`, { queueId: suporte, userId: bia.id });
    expect(moved.body).toMatchObject({ status: 'open', userId: bia.id, queueId: suporte });

    const {
      heard: [biaHeard],
      close,
    } = await listenAs(k.t.url, bia.http);
    const resolved = await bia.http.put(`/tickets/${id}`, {
      status: 'closed',
      userId: bia.id,
      queueId: suporte,
    });
    expect(resolved.status).toBe(200);
    expect((await ticketRow()).status).toBe('open'); // not closed until the contact answers
    expect(Boolean((await ticketRow()).awaitingRating)).toBe(true);
    const open = await bia.http.get('/tickets?status=open&showAll=true');
    expect(open.body.tickets.map((t: { id: number }) => t.id)).not.toContain(id);
    await until('the question reached WhatsApp', () => sentTo(k, from.number).includes(question));
    // Bia's list drops it (Whaticket emits delete), and the question's own message does not bring it back
    await until('delete to Bia', () =>
      biaHeard.some((e) => (e.payload as { action?: string; ticketId?: number }).ticketId === id),
    );
    await new Promise((r) => setTimeout(r, 200));
    const aboutIt = biaHeard.filter((e) => e.event === `company-${k.companyId}-ticket`);
    expect(aboutIt.every((e) => (e.payload as { action: string }).action === 'delete')).toBe(true);
    close();

    k.sim.contactSends(conn, { from, type: 'text', body: ' 3 ' });
    await until('closed', async () => (await db()('tickets').where({ id }).first()).status === 'closed');
    await until('the farewell', () => sentTo(k, from.number).includes('\u200eAté logo!'));
    expect(sentTo(k, from.number)).toEqual(['Claro, vou verificar.', question, '\u200eAté logo!']);

    const ticket = await db()('tickets').where({ id }).first();
    expect(ticket).toMatchObject({ status: 'closed', openSlot: null, userId: bia.id, queueId: suporte });
    expect(Boolean(ticket.awaitingRating)).toBe(false);
    const ratings = await db()('userRatings').where({ ticketId: id });
    expect(ratings).toMatchObject([{ rate: 3, userId: bia.id, companyId: k.companyId }]);
    const rows = await trackingOf(db(), id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: bia.id, queueId: suporte, whatsappId: k.connectionId });
    expect(Boolean(rows[0].rated)).toBe(true);
    for (const stamp of ['queuedAt', 'startedAt', 'finishedAt', 'ratedAt'])
      expect(rows[0][stamp]).toBeTruthy();
    // the answer never opened another ticket
    expect(await db()('tickets').where({ contactId: ticket.contactId })).toHaveLength(1);
  }, 30_000);

  it('resolving a pending ticket (reject) or a group closes at once, without the question (groups get nothing)', async () => {
    await setSetting(k, k.companyId, 'userRating', 'enabled');
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ ratingMessage: 'Como foi o atendimento?' });
    const pendingContact = await insertContact(db(), k.companyId, {
      name: 'Rejeitado',
      number: '5511988003344',
    });
    const groupContact = await insertContact(db(), k.companyId, { name: 'Grupo', number: '120363000000001' });
    const base = { companyId: k.companyId, whatsappId: k.connectionId, queueId: k.seed.a.queueId };
    const pending = (await insertTicket(db(), { ...base, contactId: pendingContact })).id;
    const group = (
      await insertTicket(db(), {
        ...base,
        contactId: groupContact,
        isGroup: true,
        status: 'open',
        userId: k.seed.a.admin.id,
      })
    ).id;
    for (const id of [pending, group]) {
      const res = await k.admin.put(`/tickets/${id}`, { status: 'closed' });
      expect(res.body).toMatchObject({ id, status: 'closed' });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(sentTo(k, '5511988003344')).toEqual(['\u200eAté logo!']); // the farewell, not the question
    expect(sentTo(k, '120363000000001')).toEqual([]);
  });
});
