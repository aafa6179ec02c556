import { beforeAll, describe, expect, it } from 'vitest';
import { autoAssignPlugin } from '@balcao/plugin-auto-assign';
import { whatsappCloudPlugin } from '@balcao/plugin-whatsapp-cloud';
import {
  approvedTemplate,
  boletoBody,
  cloudFields,
  FakeGraph,
} from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until, insertQueue } from '@balcao/core/testing';
import {
  newTicket,
  runsOf,
  startAutomationsKernel,
  ticketState,
  type AutomationsKernel,
} from './automations-kernel.js';

/** the rules' kernel with auto-assign and the Cloud API (on a fake Graph API), whose actions other plugins register */
const k = kernelPerFile(async () => {
  const graph = new FakeGraph();
  const graphUrl = await graph.start();
  const kernel = await startAutomationsKernel([autoAssignPlugin(), whatsappCloudPlugin({ graphUrl })]);
  return {
    ...kernel,
    graph,
    async stop() {
      await kernel.stop();
      await graph.stop();
    },
  } as AutomationsKernel & { graph: FakeGraph };
});

const boleto = approvedTemplate('7001', 'boleto_vencendo', [boletoBody]);

let queueId: number;
let cloud: { id: number; phoneNumberId: string };

beforeAll(async () => {
  queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Vendas' });
  const number = k.graph.addNumber();
  const made = await k.admin.post('/whatsapp', {
    name: 'Cloud Vendas',
    provider: 'cloud',
    ...cloudFields(number),
    cloudVerifyToken: 'verify-automations',
  });
  expect(made.status).toBe(201);
  cloud = { id: made.body.id as number, phoneNumberId: number.phoneNumberId };
  await until('the Cloud connection to open', () => k.t.kernel.channels.status(cloud.id) === 'CONNECTED');
  k.graph.setTemplates(number.wabaId, [boleto]);
  expect((await k.admin.post(`/whatsapp-cloud/${cloud.id}/templates/sync`)).status).toBe(200);
});

/** an enabled rule on ticket.created with these actions */
async function rule(name: string, actions: Array<{ kind: string; params?: Record<string, unknown> }>) {
  const made = await k.admin.post('/automations', { name, event: 'ticket.created', actions });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as number;
}

/** the engine told a ticket.created fact, as the tickets' `created` event tells it */
const created = (ticketId: number) =>
  k.automations.run({ companyId: k.seed.a.id, event: 'ticket.created', ticketId, key: `ticket:${ticketId}` });

let sellers = 0;
/** attendants of company A in the queue, online */
async function attendants(n: number, queue = queueId): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const [id] = await k.t.kernel.knex('users').insert({
      companyId: k.seed.a.id,
      name: `Vendedor ${++sellers}`,
      email: `vendedor${sellers}@a.test`,
      passwordHash: 'x',
      profile: 'user',
      online: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    ids.push(Number(id));
  }
  await k.t.kernel.knex('userQueues').insert(ids.map((userId) => ({ userId, queueId: queue })));
  return ids;
}

describe('actions other plugins register, in a rule', () => {
  it('the editor is offered them with their fields', async () => {
    const catalog = (await k.admin.get('/automations/catalog')).body;
    const kinds = catalog.actions.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(expect.arrayContaining(['ticket.autoAssign', 'template.send', 'webhook.call']));
    const template = catalog.actions.find((a: { kind: string }) => a.kind === 'template.send');
    expect(template.fields.map((f: { name: string; kind: string }) => [f.name, f.kind])).toEqual([
      ['name', 'text'],
      ['language', 'text'],
      ['variables', 'textList'],
    ]);
  });

  it('auto-assign hands the ticket to the attendant auto-assignment picks: the one with fewest open tickets', async () => {
    const [busy, free] = await attendants(2);
    // the first already serves a ticket: auto-assignment picks the other
    await newTicket(k, k.seed.a.id, { status: 'open', userId: busy! });
    const ruleId = await rule('Distribuir', [{ kind: 'ticket.autoAssign' }]);
    const { id } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    await k.t.kernel.knex('tickets').where({ id }).update({ queueId });
    expect(await created(id)).toEqual([ruleId]);
    expect(await ticketState(k, id)).toMatchObject({ status: 'open', userId: free, queueId });
    const runs = await runsOf(k, ruleId);
    expect(runs.map((r) => [r.outcome, r.detail])).toEqual([
      [
        'ok',
        {
          outcomes: [
            {
              kind: 'ticket.autoAssign',
              ok: true,
              detail: expect.objectContaining({ userId: free, queueId }),
            },
          ],
        },
      ],
    ]);

    // a ticket without a queue has nobody to pick from: the run is skipped, nothing written
    const { id: loose } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    expect(await created(loose)).toEqual([ruleId]);
    expect(await ticketState(k, loose)).toMatchObject({ status: 'pending', userId: null });
    expect((await runsOf(k, ruleId)).at(-1)).toMatchObject({
      outcome: 'skipped',
      detail: { reason: 'no-queue', action: { index: 0, kind: 'ticket.autoAssign' } },
    });

    // a queue whose only attendant is offline: nobody to give it to, skipped
    const empty = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Noturno' });
    const [away] = await attendants(1, empty);
    await k.t.kernel.knex('users').where({ id: away }).update({ online: false });
    const { id: waiting } = await newTicket(k, k.seed.a.id, { status: 'pending' });
    await k.t.kernel.knex('tickets').where({ id: waiting }).update({ queueId: empty });
    expect(await created(waiting)).toEqual([ruleId]);
    expect(await ticketState(k, waiting)).toMatchObject({ status: 'pending', userId: null });
    expect((await runsOf(k, ruleId)).at(-1)).toMatchObject({
      outcome: 'skipped',
      detail: { reason: 'nobody-available', action: { index: 0, kind: 'ticket.autoAssign' } },
    });
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('a template on a Cloud connection is sent filled; on another connection the run is skipped, saying why', async () => {
    const ruleId = await rule('Boleto', [
      {
        kind: 'template.send',
        params: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['Ana', 'R$ 89,90', ''] },
      },
    ]);
    const { id, number } = await newTicket(k, k.seed.a.id, { whatsappId: cloud.id, status: 'open' });
    expect(await created(id)).toEqual([ruleId]);
    const sent = await until('Meta to get it', () =>
      k.graph.sent.find((s) => s.phoneNumberId === cloud.phoneNumberId),
    );
    expect(sent.body).toMatchObject({
      to: number,
      type: 'template',
      template: { name: 'boleto_vencendo', language: { code: 'pt_BR' } },
    });
    const message = await k.t.kernel.knex('messages').where({ ticketId: id }).first();
    expect(message).toMatchObject({ body: 'Olá Ana, seu boleto de R$ 89,90 vence amanhã.', userId: null });
    expect((await runsOf(k, ruleId)).map((r) => r.outcome)).toEqual(['ok']);

    // the sim connection has no templates: skipped, no message
    const { id: sim } = await newTicket(k, k.seed.a.id, { status: 'open' });
    expect(await created(sim)).toEqual([ruleId]);
    expect(await k.t.kernel.knex('messages').where({ ticketId: sim })).toEqual([]);
    const runs = (await k.admin.get(`/automations/${ruleId}/runs`)).body as Array<Record<string, unknown>>;
    expect(runs[0]).toMatchObject({
      ticketId: sim,
      outcome: 'skipped',
      detail: { reason: 'not-cloud', action: { index: 0, kind: 'template.send' } },
    });
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('a template the connection does not have fails the run with its code', async () => {
    const ruleId = await rule('Modelo sumido', [
      { kind: 'template.send', params: { name: 'nao_existe', language: 'pt_BR' } },
    ]);
    const { id } = await newTicket(k, k.seed.a.id, { whatsappId: cloud.id, status: 'open' });
    expect(await created(id)).toEqual([ruleId]);
    expect((await runsOf(k, ruleId)).map((r) => [r.outcome, r.detail])).toEqual([
      ['failed', { error: 'ERR_CLOUD_TEMPLATE_NOT_FOUND', action: { index: 0, kind: 'template.send' } }],
    ]);
    await k.admin.put(`/automations/${ruleId}`, { enabled: false });
  });

  it('a rule whose ticket an earlier rule of the same fact closed is skipped', async () => {
    const closer = await rule('Fechar', [{ kind: 'ticket.close' }]);
    const later = await rule('Avisar depois', [{ kind: 'ticket.note', params: { note: 'visto' } }]);
    const { id } = await newTicket(k, k.seed.a.id, { status: 'open' });
    expect(await created(id)).toEqual([closer, later]);
    expect((await ticketState(k, id)).status).toBe('closed');
    expect((await runsOf(k, later)).map((r) => [r.outcome, r.detail])).toEqual([
      ['skipped', { reason: 'ticket-closed' }],
    ]);
    expect(await k.t.kernel.knex('ticketNotes').where({ ticketId: id })).toEqual([]);
  });
});
