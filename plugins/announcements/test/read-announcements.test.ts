import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertAnnouncement,
  startAnnouncementsKernel,
  type AnnouncementsKernel,
} from './announcements-kernel.js';

const k = kernelPerFile<AnnouncementsKernel>(startAnnouncementsKernel);
let ids: Record<string, number>;

beforeAll(async () => {
  const p = k.seed.platform.id;
  ids = {
    baixa: await insertAnnouncement(k.t, p, { title: 'Novidade baixa', priority: 3 }),
    alta: await insertAnnouncement(k.t, p, { title: 'Urgente alta', priority: 1 }),
    rascunho: await insertAnnouncement(k.t, p, { title: 'Rascunho', priority: 1, status: false }),
    media: await insertAnnouncement(k.t, p, { title: 'Média novidade', priority: 2 }),
  };
});

const titles = (body: { records: Array<{ title: string }> }) => body.records.map((r) => r.title);

describe('announcement reads', () => {
  it("gives another company's attendant the active ones, Alta first, and never an inactive one", async () => {
    const res = await k.attendantB.get('/announcements/?searchParam=&pageNumber=1');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Urgente alta', 'Média novidade', 'Novidade baixa']);
    expect(res.body).toMatchObject({ count: 3, hasMore: false });
    expect(res.body.records[0]).toMatchObject({
      id: ids.alta,
      priority: 1,
      status: true,
      text: 'Texto de Urgente alta',
    });
    // asking for the inactive ones does not show them to a user who is not super
    expect(titles((await k.attendantB.get('/announcements?status=false')).body)).not.toContain('Rascunho');
    expect((await k.attendantB.get(`/announcements/${ids.alta}`)).body).toMatchObject({
      title: 'Urgente alta',
    });
    expect(await k.adminA.get(`/announcements/${ids.rascunho}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_ANNOUNCEMENT_FOUND' },
    });
  });

  it('gives the super user every announcement for the admin list, narrowed by status and search', async () => {
    expect(titles((await k.superUser.get('/announcements')).body)).toEqual([
      // within one priority the newest first
      'Rascunho',
      'Urgente alta',
      'Média novidade',
      'Novidade baixa',
    ]);
    expect(titles((await k.superUser.get('/announcements?status=false')).body)).toEqual(['Rascunho']);
    expect(titles((await k.superUser.get('/announcements?status=true')).body)).toHaveLength(3);
    // searched lower-cased on the title
    expect(titles((await k.superUser.get('/announcements?searchParam=novidade')).body)).toEqual([
      'Média novidade',
      'Novidade baixa',
    ]);
    expect((await k.superUser.get(`/announcements/${ids.rascunho}`)).body).toMatchObject({ status: false });
  });

  it('pages 20 at a time with hasMore', async () => {
    for (let i = 0; i < 21; i++)
      await insertAnnouncement(k.t, k.seed.platform.id, { title: `Lote ${String(i).padStart(2, '0')}` });
    const first = (await k.adminA.get('/announcements?searchParam=lote&pageNumber=1')).body;
    const second = (await k.adminA.get('/announcements?searchParam=lote&pageNumber=2')).body;
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.records).toHaveLength(20);
    expect(second).toMatchObject({ count: 21, hasMore: false });
    expect(second.records).toHaveLength(1);
  });
});
