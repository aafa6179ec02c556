import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { connectSocket, payloadsOf, recordEvents } from '@balcao/core/testing';
import { startQuickMessagesKernel, type QuickMessagesKernel } from './quick-messages-kernel.js';

const k = kernelPerFile<QuickMessagesKernel>(startQuickMessagesKernel);

describe('quick message realtime events', () => {
  it('tell the company of general ones as company-{id}-quickemessage, and only the author of private ones', async () => {
    const sockets = await Promise.all(
      [k.attendant, k.other, k.adminB].map((c) => connectSocket(k.t.url, c.token!, { via: 'query' })),
    );
    try {
      type Seen = ReturnType<typeof recordEvents>;
      const [seenAuthor, seenOther, seenB] = sockets.map(recordEvents) as [Seen, Seen, Seen];
      const event = companyEvent(k.seed.a.id, 'quickemessage');
      const heard = async (seen: Seen, count: number) => {
        return payloadsOf(seen, event, count);
      };

      const shared = (await k.admin.post('/quick-messages', { shortcode: 'boasvindas', geral: true })).body;
      const mine = (await k.attendant.post('/quick-messages', { shortcode: 'minha' })).body;
      await k.admin.put(`/quick-messages/${shared.id}`, { geral: false });
      await k.attendant.delete(`/quick-messages/${mine.id}`);

      expect(await heard(seenAuthor, 4)).toEqual([
        {
          action: 'create',
          record: expect.objectContaining({ id: shared.id, shortcode: 'boasvindas', geral: true }),
        },
        {
          action: 'create',
          record: expect.objectContaining({ id: mine.id, shortcode: 'minha', geral: false }),
        },
        // no longer general: everyone drops it
        { action: 'delete', id: shared.id },
        { action: 'delete', id: mine.id },
      ]);
      expect(await heard(seenOther, 2)).toEqual([
        { action: 'create', record: expect.objectContaining({ id: shared.id }) },
        { action: 'delete', id: shared.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-quickemessage'))).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
