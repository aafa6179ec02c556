import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, recordEvents, sleep } from '@balcao/core/testing';
import { startHelpsKernel, type HelpsKernel } from './helps-kernel.js';

const k = kernelPerFile<HelpsKernel>(startHelpsKernel);

/** Waits until `seen` holds `count` help events, or gives up after two seconds. */
async function helpEvents(seen: ReturnType<typeof recordEvents>, count: number) {
  for (let i = 0; i < 40 && seen.filter((e) => e.event === 'help').length < count; i++) await sleep(50);
  return seen.filter((e) => e.event === 'help').map((e) => e.payload);
}

describe('help realtime events', () => {
  it("tell a super user's client of each create, update and delete; a company admin hears none", async () => {
    const superSocket = await connectSocket(k.t.url, k.superUser.token!);
    const adminSocket = await connectSocket(k.t.url, k.admin.token!);
    try {
      const superSeen = recordEvents(superSocket);
      const adminSeen = recordEvents(adminSocket);

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
      superSocket.disconnect();
      adminSocket.disconnect();
    }
  });
});
