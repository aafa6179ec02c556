import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { listenAs, payloadsOf } from '@balcao/core/testing';
import { startTagsKernel, type TagsKernel } from './tags-kernel.js';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

describe('tag realtime events', () => {
  it("tell company A's sockets of each create, update and delete as company-{id}-tag; B hears none", async () => {
    const sockets = await listenAs(k.t.url, k.attendant, k.adminB);
    try {
      const [seenA, seenB] = sockets.heard;
      const event = companyEvent(k.seed.a.id, 'tag');

      const tag = (await k.admin.post('/tags', { name: 'Ao vivo' })).body;
      await k.admin.put(`/tags/${tag.id}`, { kanban: 1 });
      await k.admin.delete(`/tags/${tag.id}`);

      expect(await payloadsOf(seenA, event, 3)).toEqual([
        { action: 'create', tag: expect.objectContaining({ id: tag.id, name: 'Ao vivo', kanban: 0 }) },
        { action: 'update', tag: expect.objectContaining({ id: tag.id, kanban: 1 }) },
        { action: 'delete', tagId: tag.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-tag'))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
