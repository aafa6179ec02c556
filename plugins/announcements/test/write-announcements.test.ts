import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startAnnouncementsKernel, type AnnouncementsKernel } from './announcements-kernel.js';

const k = kernelPerFile<AnnouncementsKernel>(startAnnouncementsKernel);

const count = async () =>
  Number(((await k.t.kernel.knex('announcements').count({ n: '*' })) as [{ n: number }])[0].n);

describe('announcement writes', () => {
  it('lets the super user create (priority 3 and active by default), change and delete one', async () => {
    const created = await k.superUser.post('/announcements', { title: 'Manutenção', text: 'Sábado às 22h' });
    expect(created).toMatchObject({
      status: 200,
      body: {
        title: 'Manutenção',
        text: 'Sábado às 22h',
        priority: 3,
        status: true,
        mediaPath: null,
        mediaName: null,
        companyId: k.seed.platform.id,
      },
    });
    const id = created.body.id as number;

    // the dialog posts the loaded record back, with the select's strings
    const changed = await k.superUser.put(`/announcements/${id}`, {
      ...created.body,
      priority: '1',
      status: 'false',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { id, priority: 1, status: false, title: 'Manutenção' },
    });
    expect((await k.superUser.get(`/announcements/${id}`)).body).toMatchObject({
      priority: 1,
      status: false,
    });

    expect(await k.superUser.delete(`/announcements/${id}`)).toMatchObject({
      status: 200,
      body: { message: 'Announcement deleted' },
    });
    expect((await k.superUser.get(`/announcements/${id}`)).status).toBe(404);
    expect(await k.superUser.delete(`/announcements/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_ANNOUNCEMENT_FOUND' },
    });
  });

  it("requires title and text ('Obrigatório') and a priority of 1 to 3", async () => {
    expect(await k.superUser.post('/announcements', { title: ' ', priority: 2 })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { title: 'Obrigatório', text: 'Obrigatório' } },
    });
    const bad = await k.superUser.post('/announcements', { title: 'A', text: 'B', priority: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('priority');
    expect((await k.superUser.put('/announcements/999999', { title: 'X' })).status).toBe(404);
  });

  it('refuses every write from a user who is not super with 403 ERR_NO_PERMISSION, changing nothing', async () => {
    const id = (await k.superUser.post('/announcements', { title: 'Fixo', text: 'Não mexa' })).body.id;
    const before = await count();
    const form = new FormData();
    form.append('file', new Blob(['PNG'], { type: 'image/png' }), 'x.png');
    for (const res of [
      await k.adminA.post('/announcements', { title: 'Invasor', text: 'Invasor' }),
      await k.adminA.put(`/announcements/${id}`, { title: 'Invasor' }),
      await k.adminA.delete(`/announcements/${id}`),
      await k.attendantB.post(`/announcements/${id}/media-upload`, form),
      await k.attendantB.delete(`/announcements/${id}/media-upload`),
    ])
      expect(res).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(await count()).toBe(before);
    expect((await k.superUser.get(`/announcements/${id}`)).body).toMatchObject({
      title: 'Fixo',
      mediaPath: null,
    });
  });
});
