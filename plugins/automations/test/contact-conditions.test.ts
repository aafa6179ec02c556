import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { newTicket, runsOf, startAutomationsKernel, ticketState } from './automations-kernel.js';
import { insertTag } from '@balcao/core/testing';

const k = kernelPerFile(startAutomationsKernel);
let tagId: number;

beforeAll(async () => {
  tagId = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'VIP' });
});

/** a ticket whose contact has this email and these custom fields, set as an attendant sets them (PUT /contacts) */
async function ticketOf(email: string, extraInfo: Array<{ name: string; value: string }>) {
  const { id } = await newTicket(k, k.seed.a.id, { status: 'open' });
  const { contactId } = await k.t.kernel.knex('tickets').where({ id }).first('contactId');
  const res = await k.admin.put(`/contacts/${contactId}`, { email, extraInfo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

const created = (ticketId: number) =>
  k.automations.run({ companyId: k.seed.a.id, event: 'ticket.created', ticketId, key: `ticket:${ticketId}` });

async function rule(name: string, conditions: Array<Record<string, unknown>>) {
  const made = await k.admin.post('/automations', {
    name,
    event: 'ticket.created',
    conditions,
    actions: [{ kind: 'tag.add', params: { tagId } }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as number;
}

describe('conditions on the contact', () => {
  it('a custom field equals / contains: the rule runs only for the contacts whose field matches', async () => {
    const ruleId = await rule('Plano ouro', [
      { field: 'contact.custom', key: 'plano', op: 'equals', value: 'Ouro' },
    ]);
    expect((await k.admin.get(`/automations/${ruleId}`)).body.conditions).toEqual([
      { field: 'contact.custom', key: 'plano', op: 'equals', value: 'Ouro' },
    ]);
    // the field's name and value as people type them: case and accents do not matter
    const gold = await ticketOf('ana@cliente.test', [{ name: 'Plano', value: 'OURO' }]);
    const silver = await ticketOf('bia@cliente.test', [{ name: 'Plano', value: 'Prata' }]);
    const none = await ticketOf('', []);
    expect(await created(gold)).toEqual([ruleId]);
    expect(await created(silver)).toEqual([]);
    expect(await created(none)).toEqual([]);
    expect((await ticketState(k, gold)).tagIds).toEqual([tagId]);
    expect((await ticketState(k, silver)).tagIds).toEqual([]);
    expect((await runsOf(k, ruleId)).map((r) => r.ticketId)).toEqual([gold]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });

    const contains = await rule('Empresa', [
      { field: 'contact.custom', key: 'Empresa', op: 'contains', value: 'padaria' },
    ]);
    const bakery = await ticketOf('', [{ name: 'Empresa', value: 'Padaria São João' }]);
    expect(await created(bakery)).toEqual([contains]);
    expect(await created(silver)).toEqual([]);
    await k.admin.put(`/automations/${contains}`, { enabled: false });
  });

  it('is empty: a custom field the contact lacks, and a contact without email', async () => {
    const noCpf = await rule('Sem CPF', [{ field: 'contact.custom', key: 'CPF', op: 'isEmpty' }]);
    const noEmail = await rule('Sem e-mail', [{ field: 'contact.email', op: 'isEmpty' }]);
    const withCpf = await ticketOf('caio@cliente.test', [{ name: 'CPF', value: '123.456.789-00' }]);
    const blankCpf = await ticketOf('', [{ name: 'Apelido', value: 'Bia' }]);
    expect(await created(withCpf)).toEqual([]);
    expect(await created(blankCpf)).toEqual([noCpf, noEmail]);
    await k.admin.put(`/automations/${noCpf}`, { enabled: false });
    await k.admin.put(`/automations/${noEmail}`, { enabled: false });
  });

  it('the email contains a domain', async () => {
    const ruleId = await rule('Clientes da empresa', [
      { field: 'contact.email', op: 'contains', value: '@empresa.test' },
    ]);
    const match = await ticketOf('joao@EMPRESA.test', []);
    const other = await ticketOf('joao@outra.test', []);
    expect(await created(match)).toEqual([ruleId]);
    expect(await created(other)).toEqual([]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('a custom field condition without the field name is refused', async () => {
    const res = await k.admin.post('/automations', {
      name: 'Sem nome',
      event: 'ticket.created',
      conditions: [{ field: 'contact.custom', op: 'equals', value: 'x' }],
      actions: [{ kind: 'tag.add', params: { tagId } }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { 'conditions.0.key': 'Required' } });
  });
});
