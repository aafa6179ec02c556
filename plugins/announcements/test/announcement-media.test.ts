import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertAnnouncement,
  startAnnouncementsKernel,
  type AnnouncementsKernel,
} from './announcements-kernel.js';

const k = kernelPerFile<AnnouncementsKernel>(startAnnouncementsKernel);

const upload = (name: string, content: string, type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};
const mediaRows = async () =>
  Number(((await k.t.kernel.knex('media').count({ n: '*' })) as [{ n: number }])[0].n);

describe('announcement images', () => {
  it("attaches an image that another company's user opens through its link, replaces and removes it", async () => {
    const id = await insertAnnouncement(k.t, k.seed.platform.id, { title: 'Com imagem' });
    expect(
      await k.superUser.post(`/announcements/${id}/media-upload`, upload('novo banner.png', 'PNG!')),
    ).toMatchObject({ status: 200, body: { mensagem: 'Mensagem enviada' } });
    // the attendant of company B reads it in the popover: the link works without a session
    const seen = (await k.attendantB.get(`/announcements/${id}`)).body;
    expect(seen).toMatchObject({ mediaName: 'novo_banner.png' });
    expect(seen.mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}\?company=\d+&expires=\d+&signature=/);
    const file = await fetch(k.t.url + seen.mediaPath);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(await file.text()).toBe('PNG!');
    // Whaticket's client draws `${backend}/public/${mediaPath}`: that name leads to the same checked file
    const asTheClientAsks = await fetch(`${k.t.url}/public/${seen.mediaPath}`);
    expect(asTheClientAsks.status).toBe(200);
    expect(await asTheClientAsks.text()).toBe('PNG!');
    // and without a good signature it is no way around the check (its first character changed, whatever it was)
    const forged = `${k.t.url}/public/${seen.mediaPath.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`)}`;
    expect((await fetch(forged)).status).not.toBe(200);

    await k.superUser.post(`/announcements/${id}/media-upload`, upload('outra.jpg', 'JPG', 'image/jpeg'));
    const replaced = (await k.superUser.get(`/announcements/${id}`)).body;
    expect(replaced.mediaName).toBe('outra.jpg');
    expect((await fetch(k.t.url + seen.mediaPath)).status).toBe(404);
    expect(await mediaRows()).toBe(1);

    expect(await k.superUser.delete(`/announcements/${id}/media-upload`)).toMatchObject({
      status: 200,
      body: { mensagem: 'Arquivo excluído' },
    });
    expect((await k.superUser.get(`/announcements/${id}`)).body).toMatchObject({
      mediaPath: null,
      mediaName: null,
    });
    expect((await fetch(k.t.url + replaced.mediaPath)).status).toBe(404);
    expect(await mediaRows()).toBe(0);
  });

  it('takes only .png, .jpg and .jpeg, needs a file, and deletes the image with its announcement', async () => {
    const id = await insertAnnouncement(k.t, k.seed.platform.id, { title: 'Só imagens' });
    expect(
      await k.superUser.post(
        `/announcements/${id}/media-upload`,
        upload('doc.pdf', '%PDF', 'application/pdf'),
      ),
    ).toMatchObject({ status: 400, body: { error: 'ERR_ANNOUNCEMENT_MEDIA_TYPE' } });
    expect(await k.superUser.post(`/announcements/${id}/media-upload`, new FormData())).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { file: 'Obrigatório' } },
    });
    expect((await k.superUser.post('/announcements/999999/media-upload', upload('a.png', 'x'))).status).toBe(
      404,
    );

    await k.superUser.post(`/announcements/${id}/media-upload`, upload('a.jpeg', 'JPEG', 'image/jpeg'));
    const { mediaPath } = (await k.superUser.get(`/announcements/${id}`)).body;
    expect((await k.superUser.delete(`/announcements/${id}`)).status).toBe(200);
    expect((await fetch(k.t.url + mediaPath)).status).toBe(404);
    expect(await mediaRows()).toBe(0);
  });
});
