import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { login, type HttpClient } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation, type TicketRow } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);
let ticket: TicketRow;
let otherCompany: HttpClient;
beforeAll(async () => {
  ({ ticket } = await conversation(k, '5511940000001', ['oi']));
  otherCompany = await login(k.t, k.seed.b.admin.email);
}, 60_000);

const note = (client: HttpClient, text: string, ids: Record<string, number> = {}) =>
  client.post('/ticket-notes', { note: text, ticketId: ticket.id, contactId: ticket.contactId, ...ids });

describe('ticket notes', () => {
  it('writes a note as the caller and lists the contact’s notes of the ticket, newest first, with the author', async () => {
    const first = await note(k.attendant, 'Cliente prefere contato à tarde');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      note: 'Cliente prefere contato à tarde',
      ticketId: ticket.id,
      contactId: ticket.contactId,
      user: { id: k.seed.a.user.id, name: 'user Empresa A' },
    });
    expect(first.body.user).not.toHaveProperty('passwordHash');
    await note(k.admin, 'Pediu segunda via do boleto');
    const list = await k.attendant.get(
      `/ticket-notes/list?ticketId=${ticket.id}&contactId=${ticket.contactId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((n: { note: string }) => n.note)).toEqual([
      'Pediu segunda via do boleto',
      'Cliente prefere contato à tarde',
    ]);
    expect(list.body[0].user).toEqual({
      id: k.seed.a.admin.id,
      name: 'admin Empresa A',
      email: k.seed.a.admin.email,
    });
    expect(list.body[0].createdAt).toBeTruthy();
  });

  it('needs a note of at least 2 characters and real ids (400 ERR_VALIDATION)', async () => {
    for (const [text, message] of [
      ['a', 'Too Short!'],
      ['  ', 'Required'],
    ] as const) {
      const res = await note(k.admin, text);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { note: message } });
    }
    const noIds = await k.admin.post('/ticket-notes', { note: 'sem ids' });
    expect(noIds.status).toBe(400);
    expect(Object.keys(noIds.body.fields).sort()).toEqual(['contactId', 'ticketId']);
  });

  it('never lets a company note on, or read, another company’s ticket or contact', async () => {
    const foreign = await note(otherCompany, 'intruso');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_TICKET_FOUND');
    const list = await otherCompany.get(
      `/ticket-notes/list?ticketId=${ticket.id}&contactId=${ticket.contactId}`,
    );
    expect(list.status).toBe(404);
    // company A's ticket with a contact of company B
    const [bContact] = await k.t.kernel.knex('contacts').insert({
      companyId: k.seed.b.id,
      uuid: randomUUID(),
      name: 'Contato B',
      number: '5511940009999',
      numberKey: '5511940009999',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const mixed = await note(k.admin, 'contato de outra empresa', { contactId: Number(bContact) });
    expect(mixed.status).toBe(404);
    expect(mixed.body.error).toBe('ERR_NO_CONTACT_FOUND');
    const page = await otherCompany.get('/ticket-notes');
    expect(page.body).toMatchObject({ ticketNotes: [], count: 0, hasMore: false });
  });

  it('lets a user outside the ticket queue neither write nor read its notes (403)', async () => {
    const { ticket: queued } = await conversation(k, '5511940000002', ['oi'], { queueId: k.seed.a.queueId });
    const res = await k.attendant.post('/ticket-notes', {
      note: 'não devia',
      ticketId: queued.id,
      contactId: queued.contactId,
    });
    expect(res.status).toBe(403);
    const list = await k.attendant.get(
      `/ticket-notes/list?ticketId=${queued.id}&contactId=${queued.contactId}`,
    );
    expect(list.status).toBe(403);
  });

  it('shows, changes and removes a note: its author or an admin, nobody else', async () => {
    const created = (await note(k.admin, 'anotação do admin')).body;
    expect((await k.attendant.get(`/ticket-notes/${created.id}`)).body).toMatchObject({
      note: 'anotação do admin',
    });
    const change = await k.attendant.put(`/ticket-notes/${created.id}`, { ...created, note: 'mudei' });
    expect(change.status).toBe(403);
    const removeOther = await k.attendant.delete(`/ticket-notes/${created.id}`);
    expect(removeOther.status).toBe(403);
    expect(removeOther.body.error).toBe('ERR_NO_PERMISSION');
    const own = (await note(k.attendant, 'minha anotação')).body;
    const edited = await k.attendant.put(`/ticket-notes/${own.id}`, {
      ...own,
      note: 'minha anotação revisada',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.note).toBe('minha anotação revisada');
    const removed = await k.attendant.delete(`/ticket-notes/${own.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Observação removida' });
    expect((await k.attendant.get(`/ticket-notes/${own.id}`)).status).toBe(404);
    expect((await k.admin.delete(`/ticket-notes/${created.id}`)).status).toBe(200);
    expect((await otherCompany.delete(`/ticket-notes/${created.id}`)).status).toBe(404);
  });

  it('pages the company’s notes for admins with searchParam', async () => {
    await note(k.admin, 'Boleto vencido em março');
    const res = await k.admin.get('/ticket-notes?searchParam=BOLETO&pageNumber=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(2);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.ticketNotes.every((n: { note: string }) => /boleto/i.test(n.note))).toBe(true);
    expect((await k.attendant.get('/ticket-notes')).status).toBe(403);
  });
});
