import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { recordEvents } from '@balcao/core/testing';
import { listenAs, payloadsOf } from '@balcao/core/testing';
import { startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

const k = kernelPerFile<HelpsKernel>(startHelpsKernel);

/** Waits until `seen` holds `count` help events, or gives up after two seconds. */
async function helpEvents(seen: ReturnType<typeof recordEvents>, count: number) {
  return payloadsOf(seen, 'help', count);
}

describe('help realtime events', () => {
  it("tell a super user's client of each create, update and delete; a company admin hears none", async () => {
    const sockets = await listenAs(k.t.url, k.superUser, k.admin);
    try {
      const [superSeen, adminSeen] = sockets.heard;
      const help = (await k.superUser.post('/helps', { title: 'Ao vivo', video: 'live123' })).body;
      await k.superUser.put(`/helps/${help.id}`, { title: 'Ao vivo (editado)' });
      await k.superUser.delete(`/helps/${help.id}`);

      expect(await helpEvents(superSeen, 3)).toEqual([
        {
          action: 'create',
          help: expect.objectContaining({ id: help.id, title: 'Ao vivo', video: 'live123' }),
        },
        { action: 'update', help: expect.objectContaining({ id: help.id, title: 'Ao vivo (editado)' }) },
        { action: 'delete', helpId: help.id },
      ]);
      expect(adminSeen.filter((e) => e.event === 'help')).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
