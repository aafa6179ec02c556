import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { connectSocket, recordEvents, sleep } from '@balcao/core/testing';
import { startTagsKernel, type TagsKernel } from './tags-kernel.js';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

describe('tag realtime events', () => {
  it("tell company A's sockets of each create, update and delete as company-{id}-tag; B hears none", async () => {
    const socketA = await connectSocket(k.t.url, k.attendant.token!);
    const socketB = await connectSocket(k.t.url, k.adminB.token!);
    try {
      const seenA = recordEvents(socketA);
      const seenB = recordEvents(socketB);
      const event = companyEvent(k.seed.a.id, 'tag');

      const tag = (await k.admin.post('/tags', { name: 'Ao vivo' })).body;
      await k.admin.put(`/tags/${tag.id}`, { kanban: 1 });
      await k.admin.delete(`/tags/${tag.id}`);

      for (let i = 0; i < 40 && seenA.filter((e) => e.event === event).length < 3; i++) await sleep(50);
      expect(seenA.filter((e) => e.event === event).map((e) => e.payload)).toEqual([
        { action: 'create', tag: expect.objectContaining({ id: tag.id, name: 'Ao vivo', kanban: 0 }) },
        { action: 'update', tag: expect.objectContaining({ id: tag.id, kanban: 1 }) },
        { action: 'delete', tagId: tag.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-tag'))).toEqual([]);
    } finally {
      socketA.disconnect();
      socketB.disconnect();
    }
  });
});
