import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { connectSocket, login, payloadsOf, recordEvents } from '@balcao/core/testing';
import { startAnnouncementsKernel, type AnnouncementsKernel } from './announcements-kernel.js';

const k = kernelPerFile<AnnouncementsKernel>(startAnnouncementsKernel);

type Seen = ReturnType<typeof recordEvents>;
const heard = async (seen: Seen, event: string, count: number) => {
  return payloadsOf(seen, event, count);
};

describe('announcement realtime events', () => {
  it("reach every company's users live as company-announcement; drafts only the super users", async () => {
    // a real socket.io client of another company, as Whaticket's client connects (token in the query)
    const platformUser = await login(k.t, k.seed.platform.user.email);
    const sockets = await Promise.all(
      [k.attendantB, k.superUser, platformUser].map((c) =>
        connectSocket(k.t.url, c.token!, { via: 'query' }),
      ),
    );
    try {
      const [b, sup, plat] = sockets.map(recordEvents) as [Seen, Seen, Seen];

      const created = (await k.superUser.post('/announcements', { title: 'Aviso geral', text: 'Para todos' }))
        .body;
      await k.superUser.put(`/announcements/${created.id}`, { status: false });
      const draft = (
        await k.superUser.post('/announcements', { title: 'Rascunho', text: 'Segredo', status: false })
      ).body;
      await k.superUser.delete(`/announcements/${created.id}`);

      const gone = (id: number) => ({ action: 'delete', id, record: { id } });
      expect(await heard(b, 'company-announcement', 4)).toEqual([
        {
          action: 'create',
          record: expect.objectContaining({
            id: created.id,
            title: 'Aviso geral',
            text: 'Para todos',
            status: true,
          }),
        },
        // taken down: dropped from the popover
        gone(created.id),
        // a draft is never shown to B: only its delete
        gone(draft.id),
        gone(created.id),
      ]);
      expect(JSON.stringify(b)).not.toContain('Segredo');
      expect(await heard(sup, 'company-announcement', 4)).toEqual([
        { action: 'create', record: expect.objectContaining({ id: created.id, status: true }) },
        { action: 'update', record: expect.objectContaining({ id: created.id, status: false }) },
        {
          action: 'create',
          record: expect.objectContaining({ id: draft.id, text: 'Segredo', status: false }),
        },
        gone(created.id),
      ]);
      // the author's company also hears company-{id}-announcement (Whaticket's announcements page)
      const local = companyEvent(k.seed.platform.id, 'announcement');
      expect(await heard(plat, local, 4)).toEqual([
        { action: 'create', record: expect.objectContaining({ id: created.id }) },
        gone(created.id),
        gone(draft.id),
        gone(created.id),
      ]);
      expect(
        b.filter((e) => e.event.endsWith('-announcement') && e.event !== 'company-announcement'),
      ).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
