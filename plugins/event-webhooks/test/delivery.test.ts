import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection, recordEvents, simContact, until } from '@balcao/core/testing';
import type { ContactServices } from '@balcao/plugin-contacts';
import { startReceiver, verifySignature } from './support/receiver.js';
import {
  deliveriesOf,
  startWebhooksKernel,
  subscribe,
  tried,
  type WebhooksKernel,
} from './webhooks-kernel.js';

// The first try is the `deliver` job's, at once; later ones come due on the delivery clock, which the test moves
// an hour ahead (past any backoff) before sweeping, instead of waiting. Three failed tries in a row pause.
let k: WebhooksKernel;
let contacts: ContactServices;
const receivers: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  k = await startWebhooksKernel({ pauseAfter: 3 });
  contacts = k.services<ContactServices>('contacts');
}, 60_000);
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await k?.stop();
});

const HOUR = 3_600_000;
const receiver = async (script: Array<{ status: number; body?: string }>) => {
  const r = await startReceiver(script);
  receivers.push(r);
  return r;
};
let n = 0;
const newContact = () =>
  contacts.upsertByNumber(k.seed.a.id, { number: `55119888800${String(++n).padStart(2, '0')}` });

describe('delivering an event', () => {
  it('a receiver that fails twice, then answers, gets one delivery: succeeded on the third try, each signed', async () => {
    const hook = await receiver([{ status: 500 }, { status: 502 }, { status: 200, body: 'recebido' }]);
    const { id, secret } = await subscribe(k, hook.url, ['message.created']);
    const conn = await openConnection(k.t, k.seed.a.id);
    await simContact(k.t, k.sim, String(conn), '5511977776666', 'Maria').says('Olá, preciso de ajuda');

    await tried(k, id, 1);
    expect(await k.later(HOUR)).toBe(1);
    expect(await k.later(HOUR)).toBe(1);

    const [delivery, ...others] = await deliveriesOf(k, id);
    expect(others).toEqual([]);
    expect(delivery).toMatchObject({
      event: 'message.created',
      status: 'succeeded',
      attempts: 3,
      statusCode: 200,
      responseExcerpt: 'recebido',
      error: null,
    });
    // as a receiver checks it: each try signed with the secret, all under the one delivery id
    expect(hook.seen).toHaveLength(3);
    for (const req of hook.seen) {
      expect(verifySignature(req, secret)).toBe(true);
      expect(
        verifySignature(
          req,
          secret.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        ),
      ).toBe(false);
      expect(req.headers).toMatchObject({
        'x-balcao-event': 'message.created',
        'x-balcao-delivery': delivery!.deliveryId,
        'content-type': 'application/json',
      });
      expect(Number(req.headers['x-balcao-timestamp'])).toBeGreaterThan(1_700_000_000);
    }
    expect(JSON.parse(hook.seen[2]!.body)).toMatchObject({
      id: delivery!.deliveryId,
      event: 'message.created',
      companyId: k.seed.a.id,
      data: {
        message: { body: 'Olá, preciso de ajuda', fromMe: false },
        ticket: { status: 'pending' },
        contact: { name: 'Maria', number: '5511977776666' },
      },
    });
    const listed = (await k.admin.get('/event-webhooks')).body.find((s: { id: number }) => s.id === id);
    expect(listed).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      lastDelivery: { status: 'succeeded', statusCode: 200 },
    });
  });

  it('a hook told twice about one fact records one delivery', async () => {
    const hook = await receiver([{ status: 204 }]);
    const { id } = await subscribe(k, hook.url, ['contact.created']);
    const contact = await newContact();
    await tried(k, id, 1);
    // the same contact.created again, as a redelivered hook would tell it
    await k.t.kernel.hooks.notify('contact.created', { companyId: k.seed.a.id, contact });
    await k.later(HOUR);
    expect(await deliveriesOf(k, id)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 1 }),
    ]);
    expect(hook.seen).toHaveLength(1);
  });

  it('a replay sends the same delivery again, once, and logs the new answer', async () => {
    const hook = await receiver([
      { status: 200, body: 'primeira' },
      { status: 500, body: 'caiu' },
    ]);
    const { id } = await subscribe(k, hook.url, ['contact.created']);
    await newContact();
    await tried(k, id, 1);
    const [first] = await deliveriesOf(k, id);
    const replay = await k.admin.post(`/event-webhooks/deliveries/${first!.id}/replay`, {});
    expect(replay).toMatchObject({ status: 202, body: { status: 'pending' } });
    await tried(k, id, 2);
    // one try only: failed, not retried later
    await k.later(HOUR);
    expect(await deliveriesOf(k, id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 2, statusCode: 500, responseExcerpt: 'caiu' }),
    ]);
    expect(hook.seen.map((r) => r.headers['x-balcao-delivery'])).toEqual([
      first!.deliveryId,
      first!.deliveryId,
    ]);
  });

  it('a receiver that stays down is paused, its admins told, and hears nothing more until resumed', async () => {
    const hook = await receiver([{ status: 503 }]);
    const { id } = await subscribe(k, hook.url, ['contact.created']);
    const socket = await k.socket(k.admin);
    const heard = recordEvents(socket);
    try {
      await newContact();
      await tried(k, id, 1);
      await k.later(HOUR);
      await k.later(HOUR);
      expect(await deliveriesOf(k, id)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 3, statusCode: 503 }),
      ]);
      expect((await k.admin.get(`/event-webhooks/${id}`)).body).toMatchObject({
        status: 'paused',
        consecutiveFailures: 3,
      });
      await until('the notice', () =>
        heard.some(
          (e) =>
            e.event.endsWith('-eventWebhook') &&
            (e.payload as { subscription?: { id: number; status: string } }).subscription?.status ===
              'paused',
        ),
      );
      await newContact();
      await k.later(HOUR);
      expect(await deliveriesOf(k, id)).toHaveLength(1);
      expect(hook.seen).toHaveLength(3);
      expect(
        await k.admin.post(`/event-webhooks/deliveries/${(await deliveriesOf(k, id))[0]!.id}/replay`, {}),
      ).toMatchObject({
        status: 409,
        body: { error: 'ERR_EVENT_WEBHOOK_PAUSED' },
      });
      const resumed = await k.admin.put(`/event-webhooks/${id}`, { status: 'active' });
      expect(resumed.body).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedAt: null });
    } finally {
      socket.disconnect();
    }
  });

  it("a ticket's life reaches its subscribers: created, accepted, answered, closed", async () => {
    const hook = await receiver([{ status: 200 }]);
    const events = ['ticket.created', 'ticket.updated', 'ticket.closed', 'message.created'];
    const { id } = await subscribe(k, hook.url, events);
    const conn = await openConnection(k.t, k.seed.a.id);
    const who = simContact(k.t, k.sim, String(conn), '5511977770000', 'Joana');
    await who.says('Bom dia');
    const ticket = await who.ticket();
    const admin = k.seed.a.admin.id;
    expect((await k.admin.put(`/tickets/${ticket.id}`, { status: 'open', userId: admin })).status).toBe(200);
    expect((await k.admin.post(`/messages/${ticket.id}`, { body: 'Olá, Joana!' })).status).toBe(200);
    expect((await k.admin.put(`/tickets/${ticket.id}`, { status: 'closed' })).status).toBe(200);
    await until(
      'six deliveries',
      async () => (await deliveriesOf(k, id)).filter((d) => d.status === 'succeeded').length === 6,
    );
    const bodies = hook.seen.map((r) => JSON.parse(r.body) as { event: string; data: Record<string, any> });
    const of = (event: string) => bodies.filter((b) => b.event === event).map((b) => b.data);
    expect(of('ticket.created')).toEqual([
      { ticket: expect.objectContaining({ id: ticket.id, status: 'pending' }) },
    ]);
    expect(of('ticket.updated').map((d) => [d.before.status, d.ticket.status])).toEqual([
      ['pending', 'open'],
      ['open', 'closed'],
    ]);
    expect(of('ticket.updated')[0]!.ticket).toMatchObject({ userId: admin });
    expect(of('ticket.closed')).toEqual([
      expect.objectContaining({ ticket: expect.objectContaining({ id: ticket.id, status: 'closed' }) }),
    ]);
    expect(of('message.created').map((d) => [d.message.body, d.message.fromMe, d.message.userId])).toEqual([
      ['Bom dia', false, null],
      ['Olá, Joana!', true, admin],
    ]);
  });
});
