import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startReceiver, until, insertTag } from '@balcao/core/testing';
import { newTicket, runsOf, startAutomationsKernel, ticketState } from './automations-kernel.js';

const k = kernelPerFile(startAutomationsKernel);
let tagId: number;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  tagId = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Avisado' });
});
afterAll(async () => {
  for (const close of closers) await close();
});

let dueAt = 0;
/** an SLA breach of the ticket, as plugins/sla tells it: a fact of its own each time */
const breach = (ticketId: number) => ({
  companyId: k.seed.a.id,
  ticketId,
  policyId: 1,
  target: 'firstResponse' as const,
  dueAt: new Date(Date.UTC(2026, 10, 29, 10, ++dueAt)).toISOString(),
  at: new Date().toISOString(),
  queueId: null,
  userId: null,
});

const rule = async (name: string, url: string) => {
  const made = await k.admin.post('/automations', {
    name,
    event: 'sla.breached',
    actions: [
      { kind: 'tag.add', params: { tagId } },
      { kind: 'webhook.call', params: { url } },
    ],
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
};

describe('the webhook action', () => {
  it('posts the ticket to the URL once per fact, with a key the receiver can dedupe on', async () => {
    const receiver = await startReceiver([{ status: 200 }]);
    closers.push(receiver.close);
    const ruleId = await rule('Avisar o ERP', receiver.url);
    const { id, number } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    const fact = breach(id);
    await k.t.kernel.hooks.notify('sla.breached', fact);
    await until('the engine heard it', () => k.evaluated.find((e) => e.ticketId === id));
    await k.t.kernel.hooks.notify('sla.breached', fact);
    expect(receiver.seen).toHaveLength(1);
    const body = JSON.parse(receiver.seen[0]!.body);
    expect(body).toMatchObject({
      event: 'automation',
      ticket: { id, status: 'pending', contact: { number } },
    });
    expect(receiver.seen[0]!.method).toBe('POST');
    expect(receiver.seen[0]!.headers['idempotency-key']).toBe(
      `automation:${ruleId}:sla:${id}:firstResponse:${fact.dueAt}:1`,
    );
    const runs = await runsOf(k, ruleId);
    expect(runs.map((r) => r.outcome)).toEqual(['ok']);
    expect(runs[0]!.detail).toMatchObject({
      outcomes: [{ kind: 'tag.add' }, { kind: 'webhook.call', detail: { status: 200 } }],
    });
    expect((await ticketState(k, id)).tagIds).toEqual([tagId]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('a receiver that answers an error fails the run: nothing of it is written', async () => {
    const receiver = await startReceiver([{ status: 500, body: 'internal details' }]);
    closers.push(receiver.close);
    const ruleId = await rule('ERP fora do ar', receiver.url);
    const { id } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    await k.t.kernel.hooks.notify('sla.breached', breach(id));
    await until('the engine heard it', () => k.evaluated.find((e) => e.ticketId === id));
    expect(receiver.seen).toHaveLength(1);
    const runs = await runsOf(k, ruleId);
    // the receiver's words never reach the runs list
    expect(runs.map((r) => [r.outcome, r.detail])).toEqual([
      ['failed', { error: 'ERR_AUTOMATION_WEBHOOK_FAILED', action: { index: 1, kind: 'webhook.call' } }],
    ]);
    expect((await ticketState(k, id)).tagIds).toEqual([]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('with a method and a body template, the receiver gets that request, the values escaped for JSON', async () => {
    const receiver = await startReceiver([{ status: 204 }]);
    closers.push(receiver.close);
    const made = await k.admin.post('/automations', {
      name: 'Atualizar o CRM',
      event: 'sla.breached',
      actions: [
        {
          kind: 'webhook.call',
          params: {
            url: receiver.url,
            method: 'PUT',
            body: '{"chamado": {{ticket.id}}, "cliente": "{{contact.name}}", "fone": "{{contact.number}}", "x": "{{desconhecido}}"}',
          },
        },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body.actions[0].params).toMatchObject({ method: 'PUT' });
    const { id, number } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    // a name with quotes stays valid JSON once filled in
    const contact = await k.t.kernel.knex('tickets').where({ id }).first('contactId');
    await k.t.kernel.knex('contacts').where({ id: contact.contactId }).update({ name: 'Ana "Aninha"' });
    await k.t.kernel.hooks.notify('sla.breached', breach(id));
    await until('the engine heard it', () => k.evaluated.find((e) => e.ticketId === id));
    expect(receiver.seen).toHaveLength(1);
    expect(receiver.seen[0]!.method).toBe('PUT');
    expect(receiver.seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(receiver.seen[0]!.body)).toEqual({
      chamado: id,
      cliente: 'Ana "Aninha"',
      fone: number,
      x: '{{desconhecido}}',
    });
    expect((await runsOf(k, made.body.id)).map((r) => r.outcome)).toEqual(['ok']);
    await k.admin.put(`/automations/${made.body.id}`, { enabled: false });
  });

  it('a method other than POST, PUT or PATCH is refused when the rule is saved', async () => {
    const res = await k.admin.post('/automations', {
      name: 'Apagar',
      event: 'ticket.created',
      actions: [{ kind: 'webhook.call', params: { url: 'https://example.com/x', method: 'DELETE' } }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ 'actions.0.params.method': expect.any(String) });
  });

  it('an address the egress guard refuses is refused when the rule is saved', async () => {
    const res = await k.admin.post('/automations', {
      name: 'Metadados',
      event: 'ticket.created',
      actions: [{ kind: 'webhook.call', params: { url: 'http://169.254.169.254/latest/meta-data' } }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'ERR_EGRESS_URL_REFUSED',
      action: { index: 0, kind: 'webhook.call' },
    });
  });
});
