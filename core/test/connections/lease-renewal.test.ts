import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelProvider } from '../../src/channels/index.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import {
  insertCompany,
  insertPlan,
  insertWhatsapp,
  startTestKernel,
  testDbClient,
  until,
  type TestKernel,
} from '../support/index.js';

/**
 * Leases are renewed whatever else the process is doing. A connection slow to start (a Baileys session loading many
 * keys, a slow network) must not cost the process the connections it already runs. Before, the heartbeat renewed the
 * leases and then started what it claimed, one after another: a start longer than the lease left every lease
 * unrenewed, the watchdog stopped every local connection, and under load (the chaos benchmark) whole processes
 * dropped and retook their share. Likewise a pool busy with a backlog of messages queued the renewal behind them, and
 * a slow disconnect of a connection whose lease went elsewhere held up the next renewals.
 */
const LEASE_MS = 1200;
const SLOW_START_MS = 3 * LEASE_MS;

const slowChannel = definePlugin({
  name: 'slow-channel',
  setup(ctx) {
    ctx.channels.providers.register({
      kind: 'slow',
      labels: { pt: 'Lento', en: 'Slow', es: 'Lento' },
      traits: {
        cost: { pt: 'Grátis', en: 'Free', es: 'Gratis' },
        risk: { pt: 'Nenhum', en: 'None', es: 'Ninguno' },
        groups: false,
        templates: false,
        window24h: false,
      },
      create: ({ connectionId }) => {
        const provider = createChannelProvider('sim', {
          connectionId: String(connectionId),
          network: ctx.channels.sim!,
        });
        const connect = provider.connect.bind(provider);
        provider.connect = async () => {
          await new Promise((r) => setTimeout(r, SLOW_START_MS));
          return connect();
        };
        const disconnect = provider.disconnect.bind(provider);
        provider.disconnect = async () => {
          await new Promise((r) => setTimeout(r, SLOW_START_MS));
          return disconnect();
        };
        return provider;
      },
    });
  },
});

let t: TestKernel;
let fast: number;
let slow: number;
const leases: Array<{ connectionId: number; owned: boolean; at: number }> = [];
beforeAll(async () => {
  t = await startTestKernel({
    bare: true,
    plugins: [slowChannel],
    env: { CHANNEL_LEASE_MS: String(LEASE_MS), CHANNEL_HEARTBEAT_MS: '300' },
  });
  t.kernel.hooks.on('connection.lease', (e) => void leases.push({ ...e, at: Date.now() }));
});
afterAll(() => t?.stop());

describe('lease renewal', () => {
  it('keeps the connections a process runs while another one takes longer than the lease to start', async () => {
    const knex = t.kernel.knex;
    const company = await insertCompany(knex, 'Loja Lenta', await insertPlan(knex, 'Completo'));
    fast = await insertWhatsapp(knex, company.id, 'Rápida', { status: 'CONNECTED' });
    slow = await insertWhatsapp(knex, company.id, 'Lenta', { provider: 'slow', isDefault: false });
    await until('the fast connection to run', () => t.kernel.channels.owned().includes(fast), 5000);
    await until('the slow one to be taken', () => leases.some((l) => l.connectionId === slow), 5000);
    const slowTaken = Date.now();
    // the slow start outlasts the lease twice over; the fast connection keeps running all along
    await until(
      'the slow start to end',
      () => Date.now() - slowTaken > SLOW_START_MS + LEASE_MS,
      10_000,
      100,
    );
    expect(leases.filter((l) => !l.owned)).toEqual([]);
    expect(t.kernel.channels.owned().sort()).toEqual([fast, slow].sort());
    expect(t.kernel.channels.status(fast)).toBe('CONNECTED');
  }, 30_000);

  it.skipIf(testDbClient() === 'sqlite')(
    'keeps them while every connection of the pool is busy for longer than the lease',
    async () => {
      const knex = t.kernel.knex;
      const running = t.kernel.channels.owned();
      const lost = leases.length;
      // twelve statements on a pool of ten: every connection taken, two more waiting, for twice the lease
      await Promise.all(
        Array.from({ length: 12 }, () => knex.raw('select sleep(?)', [(2 * LEASE_MS) / 1000])),
      );
      expect(leases.slice(lost)).toEqual([]);
      expect(t.kernel.channels.owned()).toEqual(running);
    },
    30_000,
  );

  it('keeps them while a connection whose lease went elsewhere takes longer than the lease to stop', async () => {
    const seen = leases.length;
    // another process took the slow one's lease: this one stops it, and its disconnect is slow
    await t.kernel
      .knex('channelLeases')
      .where({ connectionId: slow })
      .update({ owner: 'another-process', expiresAt: Date.now() + 60_000 });
    await until('the slow one to be given up', () => !t.kernel.channels.owned().includes(slow), 5000);
    const givenUp = Date.now();
    await until('the slow stop to end', () => Date.now() - givenUp > SLOW_START_MS + LEASE_MS, 10_000, 100);
    expect(leases.slice(seen).map((l) => [l.connectionId, l.owned])).toEqual([[slow, false]]);
    expect(t.kernel.channels.owned()).toEqual([fast]);
  }, 30_000);
});
