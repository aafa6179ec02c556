import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { recordEvents } from '@balcao/core/testing';
import { listenAs, payloadsOf, sleep } from '@balcao/core/testing';
import { startQueuesKernel, type QueuesKernel } from './queues-kernel.js';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);

/** Waits until `seen` holds `count` events named `event`, or gives up after two seconds. */
async function eventsNamed(seen: ReturnType<typeof recordEvents>, event: string, count: number) {
  return payloadsOf(seen, event, count);
}

describe('queue realtime events', () => {
  it("tell the company's clients of each create, update and delete; another company hears none", async () => {
    const sockets = await listenAs(k.t.url, k.attendant, k.adminB);
    try {
      const [seen, seenByB] = sockets.heard;
      const event = `company-${k.seed.a.id}-queue`;

      const queue = (await k.admin.post('/queue', { name: 'Ao vivo', color: '#0e0e0e' })).body;
      await k.admin.put(`/queue/${queue.id}`, { name: 'Ao vivo (editada)' });
      // a refused write tells nobody
      await k.admin.post('/queue', { name: 'Ao vivo (editada)', color: '#0f0f0f' });
      await k.admin.delete(`/queue/${queue.id}`);

      expect(await eventsNamed(seen, event, 3)).toEqual([
        {
          action: 'create',
          queue: expect.objectContaining({ id: queue.id, name: 'Ao vivo', schedules: [] }),
        },
        { action: 'update', queue: expect.objectContaining({ id: queue.id, name: 'Ao vivo (editada)' }) },
        { action: 'delete', queueId: queue.id },
      ]);
      await sleep(100);
      expect(seen.filter((e) => e.event === event)).toHaveLength(3);
      expect(seenByB.filter((e) => e.event.endsWith('-queue'))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
