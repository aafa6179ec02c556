import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { connectSocket, payloadsOf, recordEvents } from '@balcao/core/testing';
import { startFilesKernel, uploadForm, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

describe('file list realtime events', () => {
  it('tell the company as company-{id}-file { action, files | fileId }, and no other company', async () => {
    const sockets = await Promise.all(
      [k.attendant, k.adminB].map((c) => connectSocket(k.t.url, c.token!, { via: 'query' })),
    );
    try {
      const [seenA, seenB] = sockets.map(recordEvents) as [
        ReturnType<typeof recordEvents>,
        ReturnType<typeof recordEvents>,
      ];
      const event = companyEvent(k.seed.a.id, 'file');
      expect(event).toBe(`company-${k.seed.a.id}-file`);
      const heard = async (count: number) => {
        return payloadsOf(seenA, event, count);
      };

      const list = (await k.admin.post('/files', { name: 'Eventos', message: 'm', options: [{ name: 'o' }] }))
        .body;
      await k.admin.put(`/files/${list.id}`, { message: 'n' });
      await k.admin.post(
        `/files/uploadList/${list.id}`,
        uploadForm(list.id, [
          { id: list.options[0].id, name: 'o', file: { name: 'a.txt', content: 'a', type: 'text/plain' } },
        ]),
      );
      await k.admin.delete(`/files/${list.id}`);

      expect(await heard(4)).toEqual([
        { action: 'create', files: expect.objectContaining({ id: list.id, name: 'Eventos' }) },
        { action: 'update', files: expect.objectContaining({ id: list.id, message: 'n' }) },
        {
          action: 'update',
          files: expect.objectContaining({ options: [expect.objectContaining({ path: 'a.txt' })] }),
        },
        { action: 'delete', fileId: list.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-file'))).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
