import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startFilesKernel, uploadForm, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

describe('the services other plugins call', () => {
  it('get() answers the list with its options and their media ids; attachments() the bytes', async () => {
    const list = (
      await k.admin.post('/files', {
        name: 'Para campanha',
        message: 'Veja os anexos',
        options: [{ name: 'Tabela' }, { name: 'Sem arquivo' }, { name: 'Foto' }],
      })
    ).body;
    const [table, , photo] = list.options;
    await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [
        { id: photo.id, name: 'Foto', file: { name: 'foto.png', content: 'PNGDATA', type: 'image/png' } },
        { id: table.id, name: 'Tabela', file: { name: 't.pdf', content: '%PDF', type: 'application/pdf' } },
      ]),
    );

    const got = await k.services.get(k.seed.a.id, list.id);
    expect(got).toMatchObject({
      id: list.id,
      name: 'Para campanha',
      message: 'Veja os anexos',
      options: [
        {
          id: table.id,
          name: 'Tabela',
          mediaType: 'application/pdf',
          mediaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
        { name: 'Sem arquivo', mediaType: null, mediaId: null },
        { id: photo.id, name: 'Foto', mediaType: 'image/png' },
      ],
    });

    const files = await k.services.attachments(k.seed.a.id, list.id);
    // option order, the option without a file left out
    expect(files.map((f) => ({ ...f, data: f.data.toString() }))).toEqual([
      { name: 't.pdf', mimeType: 'application/pdf', data: '%PDF', caption: 'Tabela' },
      { name: 'foto.png', mimeType: 'image/png', data: 'PNGDATA', caption: 'Foto' },
    ]);
    expect(Buffer.isBuffer(files[0]!.data)).toBe(true);
  });

  it("answers nothing for another company's list", async () => {
    const list = (
      await k.admin.post('/files', { name: 'Da empresa A', message: 'm', options: [{ name: 'o' }] })
    ).body;
    expect(await k.services.get(k.seed.b.id, list.id)).toBeUndefined();
    expect(await k.services.attachments(k.seed.b.id, list.id)).toEqual([]);
    expect(await k.services.get(k.seed.a.id, 999_999)).toBeUndefined();
  });
});
