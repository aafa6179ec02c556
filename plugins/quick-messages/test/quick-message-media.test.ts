import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertQuickMessage,
  startQuickMessagesKernel,
  type QuickMessagesKernel,
} from './quick-messages-kernel.js';

const k = kernelPerFile<QuickMessagesKernel>(startQuickMessagesKernel);

/** What Whaticket's dialog posts after saving: typeArch and the file. */
const upload = (name: string, content: string, type = 'image/png') => {
  const form = new FormData();
  form.append('typeArch', 'quickMessage');
  form.append('file', new Blob([content], { type }), name);
  return form;
};

describe('quick message files', () => {
  it('attaches a file, its spaces made underscores, behind a link that works without a session', async () => {
    const id = await insertQuickMessage(k.t, k.seed.a.id, k.seed.a.user.id, { shortcode: 'catalogo' });
    const res = await k.attendant.post(
      `/quick-messages/${id}/media-upload`,
      upload('meu catalogo  2025.png', 'PNG!'),
    );
    expect(res).toMatchObject({ status: 200, body: { mensagem: 'Arquivo Anexado' } });

    const qm = (await k.attendant.get(`/quick-messages/${id}`)).body;
    expect(qm).toMatchObject({ isMedia: true, mediaName: 'meu_catalogo__2025.png' });
    expect(qm.mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}\?company=\d+&expires=\d+&signature=/);
    // Whaticket's client fetches it with a bare axios call: no token
    const file = await fetch(k.t.url + qm.mediaPath);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(await file.text()).toBe('PNG!');

    // a new file replaces the old one, whose link then finds nothing
    await k.attendant.post(`/quick-messages/${id}/media-upload`, upload('outro.png', 'NEW'));
    const replaced = (await k.attendant.get(`/quick-messages/${id}`)).body;
    expect(replaced.mediaName).toBe('outro.png');
    expect((await fetch(k.t.url + qm.mediaPath)).status).toBe(404);

    const removed = await k.attendant.delete(`/quick-messages/${id}/media-upload`);
    expect(removed).toMatchObject({ status: 200, body: { mensagem: 'Arquivo Excluído' } });
    expect((await k.attendant.get(`/quick-messages/${id}`)).body).toMatchObject({
      isMedia: false,
      mediaPath: null,
      mediaName: null,
    });
    expect((await fetch(k.t.url + replaced.mediaPath)).status).toBe(404);
    expect(await k.t.kernel.knex('media').where({ companyId: k.seed.a.id }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('removes the file with its quick message', async () => {
    const id = await insertQuickMessage(k.t, k.seed.a.id, k.seed.a.user.id, { shortcode: 'apagar' });
    await k.attendant.post(
      `/quick-messages/${id}/media-upload`,
      upload('a b.pdf', '%PDF', 'application/pdf'),
    );
    const { mediaPath } = (await k.attendant.get(`/quick-messages/${id}`)).body;
    expect((await k.attendant.delete(`/quick-messages/${id}`)).status).toBe(200);
    expect((await fetch(k.t.url + mediaPath)).status).toBe(404);
  });

  it('refuses an upload without a file, and one by whoever may not edit the quick message', async () => {
    const { a } = k.seed;
    const mine = await insertQuickMessage(k.t, a.id, a.user.id, { shortcode: 'sem arquivo' });
    const shared = await insertQuickMessage(k.t, a.id, a.admin.id, { shortcode: 'geral', geral: true });
    const form = new FormData();
    form.append('typeArch', 'quickMessage');
    expect(await k.attendant.post(`/quick-messages/${mine}/media-upload`, form)).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { file: 'Obrigatório' } },
    });
    expect(await k.other.post(`/quick-messages/${mine}/media-upload`, upload('x.png', 'x'))).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUICKMESSAGE_FOUND' },
    });
    expect(
      await k.attendant.post(`/quick-messages/${shared}/media-upload`, upload('x.png', 'x')),
    ).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await k.adminB.post(`/quick-messages/${shared}/media-upload`, upload('x.png', 'x'))).status).toBe(
      404,
    );
    expect((await k.adminB.delete(`/quick-messages/${shared}/media-upload`)).status).toBe(404);
    expect(
      await k.t.kernel.knex('quick_messages').whereIn('id', [mine, shared]).whereNotNull('mediaId'),
    ).toEqual([]);
  });
});
