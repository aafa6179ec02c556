import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startFilesKernel, uploadForm, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

const pdf = (content: string) => ({ name: 'tabela de preços.pdf', content, type: 'application/pdf' });
const png = (content: string) => ({ name: 'foto.png', content, type: 'image/png' });

/** The dialog's two steps: save the list, then upload a file per option it saved. */
async function listWithTwoOptions(name: string) {
  return (
    await k.admin.post('/files', { name, message: 'm', options: [{ name: 'Preços' }, { name: 'Fotos' }] })
  ).body as { id: number; options: { id: number; name: string }[] };
}

describe('files of a list', () => {
  it('attaches one file per option and serves each back by a signed link that needs no session', async () => {
    const list = await listWithTwoOptions('Com arquivos');
    const [prices, photos] = list.options;
    const res = await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [
        { id: prices!.id, name: 'Preços', file: pdf('%PDF-1') },
        { id: photos!.id, name: 'Fotos', file: png('PNG-1') },
      ]),
    );
    expect(res).toMatchObject({ status: 200, body: { mensagem: 'Arquivos atualizados' } });

    const shown = (await k.attendant.get(`/files/${list.id}`)).body;
    expect(shown.options).toMatchObject([
      { id: prices!.id, name: 'Preços', path: 'tabela de preços.pdf', mediaType: 'application/pdf' },
      { id: photos!.id, name: 'Fotos', path: 'foto.png', mediaType: 'image/png' },
    ]);
    for (const [option, body, type] of [
      [shown.options[0], '%PDF-1', 'application/pdf'],
      [shown.options[1], 'PNG-1', 'image/png'],
    ]) {
      expect(option.mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}\?company=\d+&expires=\d+&signature=/);
      const file = await fetch(k.t.url + option.mediaPath);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(await file.text()).toBe(body);
    }
    // the file sits in the company's private store, not under a public path
    expect(shown.options[0].mediaPath).not.toContain('public');
  });

  it("replaces an option's file, and creates an option for a name the list lacks", async () => {
    const list = await listWithTwoOptions('Trocar arquivo');
    const [prices] = list.options;
    await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [{ id: prices!.id, name: 'Preços', file: pdf('old') }]),
    );
    const before = (await k.admin.get(`/files/${list.id}`)).body.options[0].mediaPath;
    // no id (Whaticket sends "undefined" for an option it had not saved): matched by name, else created
    await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [
        { name: 'Preços', file: pdf('new') },
        { name: 'Catálogo', file: png('cat') },
      ]),
    );
    const after = (await k.admin.get(`/files/${list.id}`)).body.options;
    expect(after.map((o: { name: string }) => o.name)).toEqual(['Preços', 'Fotos', 'Catálogo']);
    expect(await (await fetch(k.t.url + after[0].mediaPath)).text()).toBe('new');
    expect(await (await fetch(k.t.url + after[2].mediaPath)).text()).toBe('cat');
    // the replaced file is gone
    expect((await fetch(k.t.url + before)).status).toBe(404);
  });

  it('removes the files of options dropped on PUT and of a deleted list', async () => {
    const list = await listWithTwoOptions('Remover arquivos');
    const [prices, photos] = list.options;
    await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [
        { id: prices!.id, name: 'Preços', file: pdf('a') },
        { id: photos!.id, name: 'Fotos', file: png('b') },
      ]),
    );
    const [a, b] = (await k.admin.get(`/files/${list.id}`)).body.options;
    await k.admin.put(`/files/${list.id}`, { options: [{ id: a.id, name: a.name }] });
    expect((await fetch(k.t.url + b.mediaPath)).status).toBe(404);
    expect((await fetch(k.t.url + a.mediaPath)).status).toBe(200);
    await k.admin.delete(`/files/${list.id}`);
    expect((await fetch(k.t.url + a.mediaPath)).status).toBe(404);
  });

  it('refuses an upload without files, to an unknown option, by an attendant, or to another company', async () => {
    const list = await listWithTwoOptions('Recusas');
    const empty = new FormData();
    empty.append('typeArch', 'fileList');
    expect(await k.admin.post(`/files/uploadList/${list.id}`, empty)).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { files: 'Obrigatório' } },
    });
    const other = await listWithTwoOptions('Outra lista');
    expect(
      await k.admin.post(
        `/files/uploadList/${list.id}`,
        uploadForm(list.id, [{ id: other.options[0]!.id, name: 'x', file: png('x') }]),
      ),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_FILE_OPTION_FOUND' } });
    const one = uploadForm(list.id, [{ id: list.options[0]!.id, name: 'Preços', file: png('x') }]);
    expect((await k.attendant.post(`/files/uploadList/${list.id}`, one)).status).toBe(403);
    const again = uploadForm(list.id, [{ id: list.options[0]!.id, name: 'Preços', file: png('x') }]);
    expect(await k.adminB.post(`/files/uploadList/${list.id}`, again)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_FILE_FOUND' },
    });
    // nothing was stored by the refused requests
    expect(await k.t.kernel.knex('files_options').where({ fileId: list.id }).whereNotNull('path')).toEqual(
      [],
    );
    expect(await k.t.kernel.knex('media').where({ companyId: k.seed.b.id })).toEqual([]);
  });

  it("does not let B fetch A's file by changing the company in the link", async () => {
    const list = await listWithTwoOptions('Link assinado');
    await k.admin.post(
      `/files/uploadList/${list.id}`,
      uploadForm(list.id, [{ id: list.options[0]!.id, name: 'Preços', file: pdf('secret') }]),
    );
    const link: string = (await k.admin.get(`/files/${list.id}`)).body.options[0].mediaPath;
    const forged = link.replace(/company=\d+/, `company=${k.seed.b.id}`);
    expect((await fetch(k.t.url + forged)).status).not.toBe(200);
    expect((await fetch(k.t.url + link.replace(/signature=[^&]+/, 'signature=abc'))).status).not.toBe(200);
  });
});
