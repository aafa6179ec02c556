import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startFilesKernel, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

describe('writing file lists', () => {
  it('creates a list with its options, as Whaticket answers it', async () => {
    const res = await k.admin.post('/files', {
      name: 'Catálogo 2025',
      message: 'Segue o nosso catálogo',
      options: [
        { name: 'Preços', path: '', mediaType: '' },
        { id: null, name: 'Fotos' },
      ],
      // the dialog sends its user's id; the server takes the caller
      userId: 999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Catálogo 2025',
      message: 'Segue o nosso catálogo',
      userId: k.seed.a.admin.id,
      options: [
        { name: 'Preços', path: null, mediaPath: null },
        { name: 'Fotos', path: null, mediaPath: null },
      ],
    });
    expect(res.body.options[0].id).toBeLessThan(res.body.options[1].id);
    expect((await k.admin.get(`/files/${res.body.id}`)).body).toMatchObject({
      id: res.body.id,
      options: [{ name: 'Preços' }, { name: 'Fotos' }],
    });
  });

  it('answers the spec §5 messages for a short or missing name and a missing message', async () => {
    expect(await k.admin.post('/files', { name: 'ab', message: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { name: 'nome muito curto' } },
    });
    expect(await k.admin.post('/files', { name: '', message: '' })).toMatchObject({
      status: 400,
      body: { fields: { name: 'Obrigatório', message: 'Obrigatório' } },
    });
    expect(await k.admin.post('/files', { name: 'Sem mensagem' })).toMatchObject({
      status: 400,
      body: { fields: { message: 'Obrigatório' } },
    });
    expect(await k.admin.post('/files', { name: 'Chave', message: 'x', extra: 1 })).toMatchObject({
      status: 400,
      body: { fields: { extra: 'Unrecognized key' } },
    });
  });

  it('refuses a second list with the same name in a company, not in another', async () => {
    await k.admin.post('/files', { name: 'Único', message: 'm' });
    expect(await k.admin.post('/files', { name: 'Único', message: 'm' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_FILE_LIST_NAME_ALREADY_EXISTS' },
    });
    expect((await k.adminB.post('/files', { name: 'Único', message: 'm' })).status).toBe(200);
  });

  it('changes the fields and makes the options exactly those given', async () => {
    const created = (
      await k.admin.post('/files', {
        name: 'Editar',
        message: 'antes',
        options: [{ name: 'fica' }, { name: 'sai' }],
      })
    ).body;
    const [keep] = created.options;
    const res = await k.admin.put(`/files/${created.id}`, {
      ...created,
      message: 'depois',
      options: [{ ...keep, name: 'ficou' }, { name: 'nova' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'depois',
      options: [{ id: keep.id, name: 'ficou' }, { name: 'nova' }],
    });
    expect(res.body.options).toHaveLength(2);
    // without options, the options stay
    const renamed = await k.admin.put(`/files/${created.id}`, { name: 'Editada' });
    expect(renamed.body).toMatchObject({ name: 'Editada', options: [{ name: 'ficou' }, { name: 'nova' }] });
    // an option id of another list is not this list's
    const other = (await k.admin.post('/files', { name: 'Outra', message: 'm', options: [{ name: 'o' }] }))
      .body;
    expect(
      await k.admin.put(`/files/${created.id}`, { options: [{ id: other.options[0].id, name: 'x' }] }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_FILE_OPTION_FOUND' } });
    expect(await k.admin.put(`/files/${created.id}`, { name: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { name: 'nome muito curto' } },
    });
  });

  it('deletes a list and its options', async () => {
    const created = (await k.admin.post('/files', { name: 'Apagar', message: 'm', options: [{ name: 'a' }] }))
      .body;
    expect(await k.admin.delete(`/files/${created.id}`)).toMatchObject({
      status: 200,
      body: { message: 'File List deleted' },
    });
    expect(await k.admin.get(`/files/${created.id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_FILE_FOUND' },
    });
    expect(await k.t.kernel.knex('files_options').where({ fileId: created.id })).toEqual([]);
  });

  it('lets only admins and super users change lists; attendants read them', async () => {
    const created = (await k.admin.post('/files', { name: 'Do admin', message: 'm' })).body;
    expect((await k.attendant.post('/files', { name: 'Minha', message: 'm' })).status).toBe(403);
    expect((await k.attendant.put(`/files/${created.id}`, { message: 'n' })).status).toBe(403);
    expect((await k.attendant.delete(`/files/${created.id}`)).status).toBe(403);
    expect((await k.attendant.get(`/files/${created.id}`)).body).toMatchObject({ name: 'Do admin' });
  });

  it("keeps companies apart: B neither reads, changes nor deletes A's list", async () => {
    const created = (await k.admin.post('/files', { name: 'Só da A', message: 'm' })).body;
    for (const res of [
      await k.adminB.get(`/files/${created.id}`),
      await k.adminB.put(`/files/${created.id}`, { message: 'n' }),
      await k.adminB.delete(`/files/${created.id}`),
    ])
      expect(res).toMatchObject({ status: 404, body: { error: 'ERR_NO_FILE_FOUND' } });
    expect((await k.adminB.get('/files/list')).body.map((f: { name: string }) => f.name)).not.toContain(
      'Só da A',
    );
    expect((await k.admin.get(`/files/${created.id}`)).body.message).toBe('m');
  });
});
