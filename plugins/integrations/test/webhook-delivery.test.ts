import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runners } from '../src/runners/index.js';
import { startReceiver } from './support/fake-receiver.js';
import { integration } from './support/runner-input.js';
import { contact, startRunnersKernel, until, type RunnersKernel } from './support/runners-kernel.js';

// the delivery after the runner's inline try: the `integrations.deliver` job of a real kernel, retrying with
// backoff (base 20 ms in tests), and the receiver's late reply reaching the sim contact through the ticket
let k: RunnersKernel;
beforeAll(async () => {
  k = await startRunnersKernel();
}, 60_000);
afterAll(async () => k?.t.stop());

let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => receiver?.close());

const SECRET = 'whsec-kernel-0123456789';
const webhook = runners.webhook!;
const deliverJobs = async () =>
  (await k.t.kernel.jobs.list({ pageSize: 100 })).jobs.filter((j) => j.name === 'integrations.deliver');

describe('webhook delivery job', () => {
  it('a receiver that fails twice gets exactly one delivery that counts, and its reply reaches the contact', async () => {
    receiver = await startReceiver(SECRET, [
      { status: 500 },
      { status: 502 },
      { status: 200, body: { replies: [{ body: 'Recebemos seu pedido!' }, { body: 'Número 981' }] } },
    ]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: `${receiver.url}/hook`, secret: SECRET });
    const bia = contact(k, '5511911110001');
    const input = await bia.says('quero pedir', config);

    expect((await webhook.run(input)).actions).toEqual([]);
    await until('the reply to reach the contact', () => bia.received().length === 2);

    expect(bia.received()).toEqual(['Recebemos seu pedido!', 'Número 981']);
    expect(receiver.seen).toHaveLength(3);
    expect(new Set(receiver.deliveryIds()).size).toBe(1);
    expect(receiver.signaturesValid()).toBe(true);
    expect(new Set(receiver.seen.map((r) => r.body)).size).toBe(1);
    expect(receiver.accepted.size).toBe(1);
    expect([...receiver.accepted.values()][0]).toMatchObject({
      event: 'message',
      ticketId: input.ticket.id,
      message: { id: input.message.id, body: 'quero pedir' },
    });
    // the replies are the ticket's messages, sent by the bot
    const messages = await k.t.kernel
      .knex('messages')
      .where({ ticketId: input.ticket.id, fromMe: true })
      .orderBy('id')
      .select('body');
    expect(messages.map((m) => m.body)).toEqual(['Recebemos seu pedido!', 'Número 981']);
  });

  it('a late hand-over moves the ticket to the queue and stops the bot', async () => {
    const [queueId] = await k.t.kernel.knex('queues').insert({
      companyId: k.seed.a.id,
      name: 'Financeiro',
      color: '#123456',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    receiver = await startReceiver(SECRET, [
      { status: 503 },
      { status: 200, body: { replies: [{ body: 'Vou te passar ao financeiro' }], handover: { queueId } } },
    ]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: receiver.url, secret: SECRET });
    const caio = contact(k, '5511911110002');
    const input = await caio.says('segunda via', config);
    await k.t.kernel.knex('tickets').where({ id: input.ticket.id }).update({ useIntegration: true });
    await webhook.run(input);
    await until('the hand-over', async () => (await caio.ticket()).queueId === Number(queueId));
    // the reply committed with the hand-over; the outbox sends it a moment later
    await until('the reply', () => caio.received().length === 1);
    const ticket = await caio.ticket();
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(ticket.integrationId).toBeNull();
    expect(caio.received()).toEqual(['Vou te passar ao financeiro']);
  });

  it("a hand-over naming another company's queue stops the bot but moves the ticket nowhere", async () => {
    const [foreignQueue] = await k.t.kernel.knex('queues').insert({
      companyId: k.seed.b.id,
      name: 'Fila da B',
      color: '#654321',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    receiver = await startReceiver(SECRET, [
      { status: 500 },
      { status: 200, body: { replies: [{ body: 'Transferindo' }], handover: { queueId: foreignQueue } } },
    ]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: receiver.url, secret: SECRET });
    const gil = contact(k, '5511911110006');
    const input = await gil.says('quero falar com alguém', config);
    await k.t.kernel.knex('tickets').where({ id: input.ticket.id }).update({ useIntegration: true });
    await webhook.run(input);
    await until('the reply', () => gil.received().length === 1);
    await until('the bot to stop', async () => !(await gil.ticket()).useIntegration);
    expect((await gil.ticket()).queueId).toBeNull();
  });

  it('a 400 on a retry ends the delivery: no further try, the job failed with the reason', async () => {
    receiver = await startReceiver(SECRET, [{ status: 500 }, { status: 400 }, { status: 200 }]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: receiver.url, secret: SECRET });
    const duda = contact(k, '5511911110003');
    const input = await duda.says('oi', config);
    await webhook.run(input);
    await until('the job to fail', async () =>
      (await deliverJobs()).some((j) => j.failReason?.includes('HTTP 400')),
    );
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.seen).toHaveLength(2);
    expect(duda.received()).toEqual([]);
  });

  it('gives up after five tries in all', async () => {
    receiver = await startReceiver(SECRET, [{ status: 500 }]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: receiver.url, secret: SECRET });
    const eva = contact(k, '5511911110004');
    await webhook.run(await eva.says('alô', config));
    await until(
      'the fifth try to fail',
      async () => (await deliverJobs()).some((j) => j.failReason?.includes('gave up after 5 tries')),
      15_000,
    );
    await new Promise((r) => setTimeout(r, 700));
    expect(receiver.seen).toHaveLength(5);
    expect(new Set(receiver.deliveryIds()).size).toBe(1);
  });

  it('a reply that comes after an attendant took the ticket is not sent', async () => {
    receiver = await startReceiver(SECRET, [
      { status: 500 },
      { status: 200, body: { replies: [{ body: 'tarde demais' }] } },
    ]);
    const config = integration({ companyId: k.seed.a.id, urlN8N: receiver.url, secret: SECRET });
    const fabi = contact(k, '5511911110005');
    const input = await fabi.says('oi', config);
    await k.t.kernel
      .knex('tickets')
      .where({ id: input.ticket.id })
      .update({ status: 'open', userId: k.seed.a.admin.id });
    await webhook.run(input);
    await until('the second try', () => receiver!.seen.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(fabi.received()).toEqual([]);
  });
});
