import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { rooms } from '../../src/realtime/rooms.js';
import { insertPlan, login } from '../support/index.js';
import { connectSocket } from '../support/socket-client.js';

/**
 * Rooms a socket may join: declared kinds with their plan flag and authorizers. A test plugin stands in for
 * the tickets plugin (who may watch a ticket) and for a flagged feature's own room.
 */
const watcher = definePlugin({
  name: 'test-rooms',
  setup(k) {
    // ticket 13 stands for a ticket in a queue the attendant is not in
    k.realtime.authorizeRoom('joinChatBox', (user, ticketId) => user.admin || ticketId !== '13');
    k.realtime.defineRoom({
      join: 'joinCampaign',
      leave: 'leaveCampaign',
      room: (companyId, id) => `company-${companyId}-campaign-${id}`,
      planFlag: 'useCampaigns',
    });
  },
});

const { t, seed } = tenantKernelPerFile({ plugins: [watcher] });

beforeAll(async () => {
  await t.kernel.knex('userQueues').insert({ userId: seed.a.user.id, queueId: seed.a.queueId });
});

const ask = (socket: Socket, event: string, ...args: unknown[]) =>
  new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit(event, ...args, resolve));
const members = async (room: string) =>
  (await t.kernel.io.in(room).fetchSockets()).map((s) => s.data.user.id);

describe('room joins', () => {
  it("lets an attendant into their own queue's room only; an admin into any", async () => {
    const [otherQueue] = await t.kernel.knex('queues').insert({
      companyId: seed.a.id,
      name: 'Financeiro',
      color: '#00f',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const attendant = await connectSocket(t.url, (await login(t, seed.a.user.email)).token!);
    const admin = await connectSocket(t.url, (await login(t, seed.a.admin.email)).token!);
    expect(await ask(attendant, 'joinQueue', seed.a.queueId)).toEqual({ ok: true });
    expect(await ask(attendant, 'joinQueue', otherQueue)).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    expect(await ask(admin, 'joinQueue', otherQueue)).toEqual({ ok: true });
    expect(await members(rooms.queue(seed.a.id, seed.a.queueId))).toEqual([seed.a.user.id]);
    expect(await members(rooms.queue(seed.a.id, Number(otherQueue)))).toEqual([seed.a.admin.id]);
    attendant.close();
    admin.close();
  });

  it("keeps an attendant out of a ticket room a plugin's authorizer refuses", async () => {
    const attendant = await connectSocket(t.url, (await login(t, seed.a.user.email)).token!, {
      via: 'query',
    });
    expect(await ask(attendant, 'joinChatBox', '12')).toEqual({ ok: true });
    expect(await ask(attendant, 'joinChatBox', '13')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    // the Whaticket client sends no ack: a refused join is simply not made
    attendant.emit('joinChatBox', '13');
    await new Promise((r) => setTimeout(r, 200));
    expect(await members(rooms.ticket(seed.a.id, 13))).toEqual([]);
    expect(await members(rooms.ticket(seed.a.id, 12))).toEqual([seed.a.user.id]);
    attendant.close();
  });

  it("checks a plugin room's plan flag against the company's plan", async () => {
    const withoutCampaigns = await insertPlan(t.kernel.knex, 'Sem campanhas', { useCampaigns: false });
    await t.kernel.knex('companies').where({ id: seed.b.id }).update({ planId: withoutCampaigns });
    const inA = await connectSocket(t.url, (await login(t, seed.a.user.email)).token!);
    const inB = await connectSocket(t.url, (await login(t, seed.b.user.email)).token!);
    expect(await ask(inA, 'joinCampaign', '7')).toEqual({ ok: true });
    expect(await ask(inB, 'joinCampaign', '7')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
    expect(await members(`company-${seed.b.id}-campaign-7`)).toEqual([]);
    inA.emit('leaveCampaign', '7');
    await new Promise((r) => setTimeout(r, 100));
    expect(await members(`company-${seed.a.id}-campaign-7`)).toEqual([]);
    inA.close();
    inB.close();
  });
});
