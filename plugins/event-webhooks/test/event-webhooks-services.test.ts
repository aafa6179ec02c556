import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEvent } from '@balcao/core';
import { connectSocket, recordEvents, sleep } from '@balcao/core/testing';
import type { EventWebhooksServices } from '../src/index.js';
import { startEventWebhooksKernel, type EventWebhooksKernel } from './event-webhooks-kernel.js';

let k: EventWebhooksKernel;
let items: EventWebhooksServices;

beforeAll(async () => {
  k = await startEventWebhooksKernel();
  // what another plugin gets with ctx.services<EventWebhooksServices>('event-webhooks')
  items = k.t.kernel.plugins.services.get('event-webhooks') as EventWebhooksServices;
});
afterAll(() => k?.t.stop());

describe('event-webhooks services, called without HTTP (by a job or another plugin)', () => {
  it('write the rows the routes answer, and tell only that company in realtime', async () => {
    const { a, b } = k.seed;
    const socketA = await connectSocket(k.t.url, k.a.token!);
    const socketB = await connectSocket(k.t.url, k.b.token!);
    try {
      const seenA = recordEvents(socketA);
      const seenB = recordEvents(socketB);
      const record = await items.create(a.id, { title: 'Por serviço' });
      expect((await k.a.get(`/event-webhooks/${record.id}`)).body).toMatchObject({ title: 'Por serviço' });
      for (let i = 0; i < 40 && !seenA.length; i++) await sleep(50);
      expect(seenA).toContainEqual({
        event: companyEvent(a.id, 'event-webhooks'),
        payload: { action: 'create', record: expect.objectContaining({ id: record.id }) },
      });
      expect(seenB.filter((e) => e.event.endsWith('-event-webhooks'))).toEqual([]);
      await expect(items.find(b.id, record.id)).rejects.toMatchObject({ status: 404, code: 'ERR_NOT_FOUND' });
    } finally {
      socketA.disconnect();
      socketB.disconnect();
    }
  });
});
