import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/index.js';
import { startWebhooksKernel, subscribe, type WebhooksKernel } from './webhooks-kernel.js';

let k: WebhooksKernel;
beforeAll(async () => {
  k = await startWebhooksKernel();
}, 60_000);
afterAll(() => k?.stop());

// nobody listens there: deliveries recorded here fail quietly, which these tests do not look at
const url = 'http://127.0.0.1:9/hooks';

describe('webhook subscriptions', () => {
  it('create answers the signing secret once; reads show it masked; change and delete', async () => {
    const created = await subscribe(k, url, ['ticket.closed', 'ticket.closed', 'contact.created']);
    expect(created).toMatchObject({
      url,
      events: ['ticket.closed', 'contact.created'],
      status: 'active',
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const path = `/event-webhooks/${created.id}`;
    expect((await k.admin.get(path)).body.secret).toBe(`••••${created.secret.slice(-4)}`);
    expect(JSON.stringify((await k.admin.get('/event-webhooks')).body)).not.toContain(created.secret);
    const changed = await k.admin.put(path, { events: ['sla.breached'], description: 'ERP' });
    expect(changed.body).toMatchObject({ events: ['sla.breached'], description: 'ERP', url });
    expect((await k.admin.get('/event-webhooks/events')).body.events).toEqual([...webhookEvents]);
    expect((await k.admin.delete(path)).status).toBe(200);
    expect(await k.admin.get(path)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_EVENT_WEBHOOK_FOUND' },
    });
  });

  it('refuses a bad URL, an address the egress guard refuses and unknown events, writing nothing', async () => {
    const before = (await k.admin.get('/event-webhooks')).body.length;
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ url: 'not a url', events: ['ticket.closed'] }, 'ERR_VALIDATION', 'url', 'Invalid URL'],
      [{ url: 'ftp://example.com/x', events: ['ticket.closed'] }, 'ERR_VALIDATION', 'url', 'Invalid URL'],
      [{ url: 'https://example.com/x', events: [] }, 'ERR_VALIDATION', 'events', 'Choose at least one event'],
      [
        { url: 'https://example.com/x', events: ['ticket.deleted'] },
        'ERR_VALIDATION',
        'events.0',
        'Unknown event',
      ],
      [{ url: 'https://example.com/x' }, 'ERR_VALIDATION', 'events', 'Required'],
      // private, link-local (cloud metadata) and loopback other than the tests' allow-list
      [
        { url: 'http://10.0.0.5/hook', events: ['ticket.closed'] },
        'ERR_EGRESS_URL_REFUSED',
        'url',
        'URL not allowed',
      ],
      [
        { url: 'https://169.254.169.254/latest', events: ['ticket.closed'] },
        'ERR_EGRESS_URL_REFUSED',
        'url',
        'URL not allowed',
      ],
      [
        { url: 'http://127.0.0.2:8080/', events: ['ticket.closed'] },
        'ERR_EGRESS_URL_REFUSED',
        'url',
        'URL not allowed',
      ],
    ];
    for (const [body, error, field, message] of cases) {
      const res = await k.admin.post('/event-webhooks', body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        400,
        { error, fields: { [field]: message } },
      ]);
    }
    const { id } = await subscribe(k, url, ['ticket.closed']);
    expect(await k.admin.put(`/event-webhooks/${id}`, { url: 'http://192.168.0.1/' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_EGRESS_URL_REFUSED' },
    });
    expect((await k.admin.get('/event-webhooks')).body).toHaveLength(before + 1);
  });

  it("keeps each company to its own: another company's admin neither sees, changes nor replays", async () => {
    const { id } = await subscribe(k, url, ['contact.created']);
    await k.webhooks.record({
      companyId: k.seed.a.id,
      event: 'contact.created',
      key: 'contact:test',
      data: () => ({}),
    });
    const [delivery] = (await k.admin.get(`/event-webhooks/${id}/deliveries`)).body.deliveries;
    expect(delivery).toMatchObject({ event: 'contact.created' });
    expect((await k.adminB.get('/event-webhooks')).body).toEqual([]);
    const missing = { status: 404, body: { error: 'ERR_NO_EVENT_WEBHOOK_FOUND' } };
    expect(await k.adminB.get(`/event-webhooks/${id}`)).toMatchObject(missing);
    expect(await k.adminB.get(`/event-webhooks/${id}/deliveries`)).toMatchObject(missing);
    expect(await k.adminB.put(`/event-webhooks/${id}`, { status: 'paused' })).toMatchObject(missing);
    expect(await k.adminB.delete(`/event-webhooks/${id}`)).toMatchObject(missing);
    expect(await k.adminB.post(`/event-webhooks/deliveries/${delivery.id}/replay`, {})).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_WEBHOOK_DELIVERY_FOUND' },
    });
    // company B's own event reaches none of A's subscriptions
    expect(
      await k.webhooks.record({
        companyId: k.seed.b.id,
        event: 'contact.created',
        key: 'contact:b',
        data: () => ({}),
      }),
    ).toBe(0);
    expect((await k.admin.get(`/event-webhooks/${id}`)).body.status).toBe('active');
  });

  it('is the company admin’s: an attendant is refused everything', async () => {
    const { id } = await subscribe(k, url, ['ticket.created']);
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.get('/event-webhooks')).toMatchObject(refused);
    expect(await k.attendant.post('/event-webhooks', { url, events: ['ticket.created'] })).toMatchObject(
      refused,
    );
    expect(await k.attendant.put(`/event-webhooks/${id}`, { status: 'paused' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/event-webhooks/${id}`)).toMatchObject(refused);
  });
});
