import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { rooms } from '../../src/realtime/rooms.js';
import { login } from '../support/index.js';
import { connectSocket, recordEvents, sleep } from '../support/socket-client.js';

const { t, seed } = tenantKernelPerFile();

describe('Realtime.emitToAll', () => {
  it('reaches every signed-in socket of every company, leaving out the rooms named in except', async () => {
    const clients = await Promise.all(
      [seed.platform.admin.email, seed.a.user.email, seed.b.admin.email].map((e) => login(t, e)),
    );
    const sockets = await Promise.all(clients.map((c) => connectSocket(t.url, c.token!)));
    try {
      const [superSeen, aSeen, bSeen] = sockets.map(recordEvents);
      t.kernel.realtime.emitToAll('platform-news', { n: 1 });
      t.kernel.realtime.emitToAll('platform-news', { n: 2 }, { except: rooms.supers() });
      // a room emit with except: company A's room without its admins (A's attendant is not one)
      t.kernel.realtime.emitToRoom(rooms.company(seed.a.id), 'a-only', { n: 3 }, { except: rooms.supers() });
      for (let i = 0; i < 40 && (bSeen!.length < 2 || aSeen!.length < 3); i++) await sleep(25);
      await sleep(100);

      expect(superSeen).toEqual([{ event: 'platform-news', payload: { n: 1 } }]);
      expect(aSeen).toEqual([
        { event: 'platform-news', payload: { n: 1 } },
        { event: 'platform-news', payload: { n: 2 } },
        { event: 'a-only', payload: { n: 3 } },
      ]);
      expect(bSeen).toEqual([
        { event: 'platform-news', payload: { n: 1 } },
        { event: 'platform-news', payload: { n: 2 } },
      ]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
