import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertContact, insertConversation, insertWhatsapp } from '@balcao/core/testing';
import { logOf, rowOf, startAuditKernel, type AuditKernel } from './audit-kernel.js';

/** Issue 34: each kind of write leaves its row, with who made it and, where small, before and after. */
const k = kernelPerFile<AuditKernel>(startAuditKernel, 120_000);
const knex = () => k.t.kernel.knex;
let ticketId: number;
let adminName: string;

beforeAll(async () => {
  ticketId = (await insertConversation(k.t.kernel.knex, k.seed.a.id, { status: 'open' })).id;
  // an open ticket of the admin's: a queue change keeps it open, so it reads as a transfer
  await knex()('tickets').where({ id: ticketId }).update({ userId: k.seed.a.admin.id });
  await insertWhatsapp(knex(), k.seed.a.id, 'Conexão padrão');
  adminName = (await knex()('users').where({ id: k.seed.a.admin.id }).first('name')).name;
}, 60_000);

describe('audit rows for each write kind', () => {
  it('a ticket transferred to a queue (back to pending, as Whaticket): before and after, by the admin', async () => {
    const res = await k.admin.put(`/tickets/${ticketId}`, { queueId: k.seed.a.queueId });
    expect(res.status).toBe(200);
    const row = await rowOf(k, 'ticket.transferred', ticketId);
    expect(row).toMatchObject({
      actorKind: 'user',
      actorId: k.seed.a.admin.id,
      actorName: adminName,
      entityType: 'ticket',
      entityId: String(ticketId),
      before: { status: 'open', queueId: null, userId: k.seed.a.admin.id },
      after: { status: 'pending', queueId: k.seed.a.queueId, userId: null },
      method: 'PUT',
      route: '/tickets/:id',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it("a ticket's status changed: accepted, then closed", async () => {
    const accepted = await k.admin.put(`/tickets/${ticketId}`, { status: 'open', userId: k.seed.a.admin.id });
    expect(accepted.status).toBe(200);
    expect(await rowOf(k, 'ticket.status-changed', ticketId)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'open', userId: k.seed.a.admin.id },
    });
    expect((await k.admin.put(`/tickets/${ticketId}`, { status: 'closed' })).status).toBe(200);
    const row = await rowOf(k, 'ticket.status-changed', ticketId);
    expect(row).toMatchObject({
      before: { status: 'open' },
      after: { status: 'closed' },
      actorName: adminName,
    });
  });

  it('a ticket deleted', async () => {
    const contactId = await insertContact(knex(), k.seed.a.id, {
      name: 'Apagar',
      number: '5511977770001',
    });
    const created = await k.admin.post('/tickets', { contactId, status: 'open', userId: k.seed.a.admin.id });
    expect(created.status).toBe(200);
    expect((await k.admin.delete(`/tickets/${created.body.id}`)).status).toBe(200);
    expect(await rowOf(k, 'ticket.deleted', created.body.id)).toMatchObject({
      actorKind: 'user',
      entityType: 'ticket',
      method: 'DELETE',
    });
  });

  it('a setting: its value before and after', async () => {
    expect((await k.admin.put('/settings/userRating', { value: 'enabled' })).status).toBe(200);
    expect(await rowOf(k, 'setting.updated', 'userRating')).toMatchObject({
      before: { value: 'disabled' },
      after: { value: 'enabled' },
      summary: 'userRating: disabled → enabled',
    });
  });

  it('a user: only the fields that changed; a new password named, never told', async () => {
    const id = k.seed.a.user.id;
    const res = await k.admin.put(`/users/${id}`, {
      name: 'Atendente Renomeado',
      password: 'SenhaNova#2026',
    });
    expect(res.status).toBe(200);
    const row = await rowOf(k, 'user.updated', id);
    expect(row.before).toEqual({ name: expect.any(String) });
    expect(row.after).toEqual({ name: 'Atendente Renomeado', password: '[redacted]' });
    expect(JSON.stringify(row)).not.toContain('SenhaNova');
  });

  it("a user's permissions: the profile before and after", async () => {
    const id = k.seed.a.user.id;
    expect((await k.admin.put(`/users/${id}`, { profile: 'supervisor' })).status).toBe(200);
    expect(await rowOf(k, 'user.updated', id)).toMatchObject({
      before: { profile: 'user' },
      after: { profile: 'supervisor' },
      summary: 'profile',
    });
  });

  it('a connection: its name before and after', async () => {
    const id = await insertWhatsapp(knex(), k.seed.a.id, 'Conexão Auditada', { isDefault: false });
    expect((await k.admin.put(`/whatsapp/${id}`, { name: 'Conexão Renomeada' })).status).toBe(200);
    expect(await rowOf(k, 'connection.updated', id)).toMatchObject({
      before: { name: 'Conexão Auditada' },
      after: { name: 'Conexão Renomeada' },
    });
  });

  it('a prompt: created with its fields, its API key not kept', async () => {
    const res = await k.admin.post('/prompt', {
      name: 'Assistente',
      prompt: 'Você atende a Loja.',
      apiKey: 'sk-audit-0123456789abcdef',
      queueId: k.seed.a.queueId,
    });
    expect(res.status).toBe(200);
    const row = await rowOf(k, 'prompt.created', res.body.id);
    expect(row.after).toMatchObject({ name: 'Assistente', apiKey: '[redacted]' });
  });

  it('an integration created, then deleted', async () => {
    const res = await k.admin.post('/queueIntegration', {
      type: 'typebot',
      name: 'Robô auditado',
      urlN8N: 'https://typebot.example.com',
      typebotSlug: 'vendas',
    });
    expect(res.status).toBe(201);
    expect((await rowOf(k, 'integration.created', res.body.id)).after).toMatchObject({
      name: 'Robô auditado',
    });
    expect((await k.admin.delete(`/queueIntegration/${res.body.id}`)).status).toBe(200);
    expect(await rowOf(k, 'integration.deleted', res.body.id)).toMatchObject({ actorName: adminName });
  });

  it('a campaign created and changed', async () => {
    const res = await k.admin.post('/campaigns', { name: 'Black Friday' });
    expect(res.status).toBe(200);
    expect((await rowOf(k, 'campaign.created', res.body.id)).after).toMatchObject({ name: 'Black Friday' });
    expect((await k.admin.put(`/campaigns/${res.body.id}`, { name: 'Cyber Monday' })).status).toBe(200);
    expect((await rowOf(k, 'campaign.updated', res.body.id)).after).toMatchObject({ name: 'Cyber Monday' });
  });

  it('billing: a Pix charge for an invoice, the card fields not kept', async () => {
    await knex()('companies')
      .where({ id: k.seed.a.id })
      .update({ dueDate: new Date(Date.now() + 2 * 864e5) });
    await k.services<{ generateInvoices(): Promise<void> }>('billing').generateInvoices();
    const invoice = await knex()('invoices').where({ companyId: k.seed.a.id }).first('id', 'value');
    const res = await k.admin.post('/subscription', {
      firstName: 'Ana',
      lastName: 'Souza',
      address2: 'Rua A, 1',
      city: 'São Paulo',
      state: 'SP',
      zipcode: '01001-000',
      country: 'BR',
      useAddressForPaymentDetails: false,
      nameOnCard: '',
      cardNumber: '4111111111111111',
      cvv: '123',
      plan: JSON.stringify({ title: 'Completo', price: Number(invoice.value) }),
      price: Number(invoice.value),
      users: 100,
      connections: 3,
      invoiceId: invoice.id,
    });
    expect(res.status).toBe(200);
    const row = await rowOf(k, 'billing.charge-created');
    expect(row.after).toMatchObject({ invoiceId: invoice.id, cardNumber: '[redacted]', cvv: '[redacted]' });
  });

  it('the list answers count and hasMore, and filters by actor and date', async () => {
    const res = await k.admin.get('/audit-logs');
    expect(res.body).toMatchObject({ count: expect.any(Number), hasMore: expect.any(Boolean) });
    expect(res.body.count).toBeGreaterThanOrEqual(10);
    const mine = await logOf(k, { actorKind: 'user', actorId: k.seed.a.admin.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.actorId === k.seed.a.admin.id)).toBe(true);
    expect(await logOf(k, { dateTo: '2000-01-01' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(k, { dateFrom: today, searchParam: 'black fri' })).length).toBeGreaterThan(0);
    expect((await k.admin.get('/audit-logs?dateFrom=ontem')).status).toBe(400);
  });
});
