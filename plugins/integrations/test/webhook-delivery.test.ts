import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { webhookBots } from './support/webhook-bots.js';
import { queueWithOptions, startIntegrationsKernel, type IntegrationsKernel } from './integrations-kernel.js';
import { until } from '@balcao/core/testing';

// The delivery after the runner's inline try, through the real step: the `integrations.deliver` job of the kernel
// retrying with backoff (base 20 ms in tests), and the receiver's late reply reaching the sim contact through the
// engine's own sending. The happy path (fails twice, then answers) is in integration-chain.test.ts.
const k = kernelPerFile<IntegrationsKernel>(startIntegrationsKernel, 60_000);

const deliverJobs = async () =>
  (await k.t.kernel.jobs.list({ pageSize: 100 })).jobs.filter((j) => j.name === 'integrations.deliver');

/** A webhook integration on a queue (the connection's only one), its receiver scripted, and a contact writing. */
const webhookContact = webhookBots(k, { name: 'Webhook', numbers: '55119777700' });

describe('webhook delivery job', () => {
  it('a late hand-over moves the ticket to the queue and stops the bot', async () => {
    const financeiro = await queueWithOptions(k);
    const { receiver, who } = await webhookContact([
      { status: 503 },
      {
        status: 200,
        body: { replies: [{ body: 'Vou te passar ao financeiro' }], handover: { queueId: financeiro } },
      },
    ]);
    await who.says('segunda via');
    await until('the hand-over', async () => (await who.ticket()).queueId === financeiro);
    await until('the reply', () => who.received().length === 1);
    const ticket = await who.ticket();
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(ticket).toMatchObject({ integrationId: null, status: 'pending', userId: null });
    expect(who.received()).toEqual(['Vou te passar ao financeiro']);
    // handed over: the next message goes to nobody's webhook
    await who.says('alô?');
    expect(receiver.seen).toHaveLength(2);
  });

  it("a late hand-over naming another company's queue stops the bot but moves the ticket nowhere", async () => {
    const [foreign] = await k.t.kernel.knex('queues').insert({
      companyId: k.seed.b.id,
      name: 'Fila da B',
      color: '#654321',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const { queue, who } = await webhookContact([
      { status: 500 },
      { status: 200, body: { replies: [{ body: 'Transferindo' }], handover: { queueId: foreign } } },
    ]);
    await who.says('quero falar com alguém');
    await until('the reply', () => who.received().length === 1);
    await until('the bot to stop', async () => !(await who.ticket()).useIntegration);
    expect((await who.ticket()).queueId).toBe(queue);
  });

  it('a 400 on a retry ends the delivery: no further try, the job failed with the reason', async () => {
    const { receiver, who } = await webhookContact([{ status: 500 }, { status: 400 }, { status: 200 }]);
    await who.says('oi');
    await until('the job to fail', async () =>
      (await deliverJobs()).some((j) => j.failReason?.includes('HTTP 400')),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.seen).toHaveLength(2);
    expect(who.received()).toEqual([]);
  });

  it('gives up after five tries in all', async () => {
    const { receiver, who } = await webhookContact([{ status: 500 }]);
    await who.says('alô');
    await until(
      'the fifth try to fail',
      async () => (await deliverJobs()).some((j) => j.failReason?.includes('gave up after 5 tries')),
      15_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.seen).toHaveLength(5);
    expect(new Set(receiver.deliveryIds()).size).toBe(1);
  });

  it('a reply that comes after an attendant took the ticket is not sent', async () => {
    const { receiver, who } = await webhookContact([
      // the retry waits five seconds: time for the attendant to take the ticket, also on a loaded machine (a
      // take slower than one second let the reply through on a load of 20)
      { status: 500, headers: { 'Retry-After': '5' } },
      { status: 200, body: { replies: [{ body: 'tarde demais' }] } },
    ]);
    await who.says('oi');
    const ticket = await who.ticket();
    const taken = await k.admin.put(`/tickets/${ticket.id}`, { status: 'open', userId: k.seed.a.user.id });
    expect(taken.status).toBe(200);
    expect(await who.ticket()).toMatchObject({ status: 'open', userId: k.seed.a.user.id });
    expect(receiver.seen.length, 'taken before the retry').toBeLessThan(2);
    await until('the second try', () => receiver.seen.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(who.received()).toEqual([]);
  });

  it('drops a delivery whose company lost useIntegrations before the retry', async () => {
    const { receiver, who } = await webhookContact([
      { status: 500, headers: { 'Retry-After': '1' } },
      { status: 200, body: { replies: [{ body: 'não deveria chegar' }] } },
    ]);
    const plans = () => k.t.kernel.knex('plans').where({ id: k.seed.planId });
    const finished = async () =>
      (await deliverJobs()).filter((j) => j.lastFinishedAt && !j.failReason && !j.nextRunAt).length;
    const before = await finished();
    await who.says('oi');
    await plans().update({ features: JSON.stringify({ useIntegrations: false }) });
    try {
      await until('the retry to run', async () => (await finished()) > before);
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.seen).toHaveLength(1);
      expect(who.received()).toEqual([]);
    } finally {
      await plans().update({ features: JSON.stringify({}) });
    }
  });
});
