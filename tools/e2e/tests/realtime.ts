import { rooms } from '@balcao/core';
import { expect, login, newPage } from '../browser';
import type { E2EKernel } from '../kernel';
import { waitFor } from '../seed';
import type { E2ETest } from './types';

/** The ids of the sockets of one user in a room, as the kernel sees them. */
async function socketsIn(env: E2EKernel, room: string, userId: number): Promise<string[]> {
  const sockets = await env.kernel.io.in(room).fetchSockets();
  return sockets.filter((s) => s.data.user?.id === userId).map((s) => s.id);
}

export const realtimeTests: E2ETest[] = [
  {
    name: 'realtime: after the server closes its socket, the shell reconnects and is back in its rooms',
    async run({ browser, env }) {
      const user = await env.kernel
        .knex('users')
        .where({ email: env.attendantEmail })
        .first('id', 'companyId');
      const room = rooms.notification(user.companyId);
      const page = await newPage(browser, env.url);
      await login(page, env.attendantEmail);
      const first = await waitFor('the first socket in the notification room', async () => {
        const ids = await socketsIn(env, room, user.id);
        return ids.length ? ids : undefined;
      });
      // what a password, profile or plan change does to the user's sockets
      env.kernel.realtime.disconnectUser(user.companyId, user.id);
      const again = await waitFor('a new socket back in the room', async () => {
        const ids = await socketsIn(env, room, user.id);
        return ids.length && !ids.some((id) => first.includes(id)) ? ids : undefined;
      });
      expect(again.length === 1, `one socket back, got ${again.length}`);
      expect(page.url().endsWith('/tickets'), 'the user stayed signed in');
      await page.context().close();
    },
  },
];
