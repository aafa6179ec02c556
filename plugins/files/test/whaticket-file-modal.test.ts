import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startFilesKernel, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

/**
 * Whaticket's FileModal and Files page, payload for payload: the form posts its values plus `userId`, then
 * uploads the picked files pairing `values.options[i]` with the saved `data.options[i]` ("undefined" when the
 * saved list has no option at that index); on edit it posts back the record it loaded.
 */
describe("Whaticket's file list screens", () => {
  it('creates, uploads, edits and lists as its FileModal and Files page do', async () => {
    // a File object survives JSON.stringify as {}
    const values = {
      name: 'Promoções',
      message: 'Confira',
      options: [
        { name: 'Folheto', path: '', mediaType: '', file: {} },
        { name: 'Vídeo', path: '', mediaType: '', file: {} },
      ],
    };
    const created = await k.admin.post('/files', { ...values, userId: k.seed.a.admin.id });
    expect(created.status).toBe(200);
    const data = created.body;

    const form = new FormData();
    form.append('fileId', String(data.id));
    form.append('typeArch', 'fileList');
    for (const [index, option] of values.options.entries()) {
      form.append('files', new Blob([`file ${index}`], { type: 'image/jpeg' }), `${option.name}.jpg`);
      form.append('mediaType', 'image/jpeg');
      form.append('name', data.options[index].name);
      form.append('id', String(data.options[index].id));
    }
    expect(await k.admin.post(`/files/uploadList/${data.id}`, form)).toMatchObject({
      status: 200,
      body: { mensagem: 'Arquivos atualizados' },
    });

    // edit: the modal loaded GET /files/:id and posts it back with one option text changed and one added
    const loaded = (await k.admin.get(`/files/${data.id}`)).body;
    const edited = {
      ...loaded,
      options: [
        ...loaded.options.map((o: object, i: number) => (i === 0 ? { ...o, name: 'Folheto novo' } : o)),
        { name: 'Extra', path: '' },
      ],
      userId: k.seed.a.admin.id,
    };
    const put = await k.admin.put(`/files/${data.id}`, edited);
    expect(put.status).toBe(200);
    expect(put.body.options).toMatchObject([
      { name: 'Folheto novo', path: 'Folheto.jpg', mediaType: 'image/jpeg' },
      { name: 'Vídeo', path: 'Vídeo.jpg' },
      { name: 'Extra', path: null },
    ]);
    // the new option had no saved id when the form was built: Whaticket sends "undefined"
    const late = new FormData();
    late.append('fileId', String(data.id));
    late.append('typeArch', 'fileList');
    late.append('files', new Blob(['extra'], { type: 'application/pdf' }), 'extra.pdf');
    late.append('mediaType', 'application/pdf');
    late.append('name', 'Extra');
    late.append('id', 'undefined');
    expect((await k.admin.post(`/files/uploadList/${data.id}`, late)).status).toBe(200);
    const after = (await k.admin.get(`/files/${data.id}`)).body.options;
    expect(after.map((o: { name: string; path: string }) => [o.name, o.path])).toEqual([
      ['Folheto novo', 'Folheto.jpg'],
      ['Vídeo', 'Vídeo.jpg'],
      ['Extra', 'extra.pdf'],
    ]);

    // the Files page asks "/files/" with its trailing slash
    const page = await k.admin.get('/files/?searchParam=promo&pageNumber=1');
    expect(page).toMatchObject({ status: 200, body: { count: 1, hasMore: false, files: [{ id: data.id }] } });
  });
});
