import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createKernel, tenantTable, type TenantDb } from '@balcao/core';
import {
  CHILD_WAIT_MS,
  createTestDatabase,
  HttpClient,
  insertWhatsapp,
  killChildren,
  PASSWORD,
  seedTenants,
  spawnChild,
  testDbClient,
  testEnv,
  until,
  watchDatabase,
  type TestDatabase,
  type ChildKernel,
} from '@balcao/core/testing';
import campaigns, { saveCampaignSettings } from '../src/index.js';
import { peerPlugins } from './support/peer-plugins.js';

/**
 * Issue 14's must-show: kill -9 the kernel process running a campaign halfway, and a second process on the same
 * MariaDB finishes it with every contact messaged exactly once (one WhatsApp id per contact across both
 * processes: a message the first sent but never recorded is resent under its id, which shows once on the
 * phone). MariaDB only: SQLite is one process.
 */
const N = 200;
const LEASE_MS = 3000;
/** the test's own timeout: two boots and half the campaign (CHILD_WAIT_MS each), the lease, the rest, 45 s */
const TEST_MS = 3 * CHILD_WAIT_MS + LEASE_MS + 180_000 + 60_000;
const script = fileURLToPath(new URL('./crash/campaign-child.ts', import.meta.url));
const pluginDir = fileURLToPath(new URL('../', import.meta.url));

interface Line {
  ev: string;
  url?: string;
  connectionId?: number;
  owned?: boolean;
  waMessageId?: string;
  chatId?: string;
}
type Child = ChildKernel<Line>;

function start(name: string, env: Record<string, string>): Child {
  return spawnChild<Line>(name, script, {
    cwd: pluginDir,
    env: {
      CHANNEL_LEASE_MS: String(LEASE_MS),
      CAMPAIGN_JOB_LOCK_MS: '3000',
      ...env,
    },
  });
}

const owns = (c: Child, id: number) =>
  c.lines.filter((l) => l.ev === 'lease' && l.connectionId === id).at(-1)?.owned === true;

describe.skipIf(testDbClient() !== 'mysql')('a campaign survives kill -9 of the kernel running it', () => {
  let db: TestDatabase;
  let watch: Knex;
  let connectionId: number;
  let companyId: number;
  let listId: number;
  let adminEmail: string;
  const children: Child[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const setup = await createKernel({
      env: testEnv(db.url),
      plugins: [contacts, tickets, ...peerPlugins, campaigns],
    });
    await setup.migrate();
    const seed = await seedTenants(setup.knex);
    companyId = seed.a.id;
    adminEmail = seed.a.admin.email;
    connectionId = await insertWhatsapp(setup.knex, companyId, 'Sim', { status: 'CONNECTED' });
    const now = new Date();
    const [id] = await setup
      .knex('contact_lists')
      .insert({ companyId, name: 'Grande', createdAt: now, updatedAt: now });
    listId = Number(id);
    await setup.knex('contact_list_items').insert(
      Array.from({ length: N }, (_, i) => ({
        companyId,
        contactListId: listId,
        name: `C${i}`,
        number: String(5511970000000 + i),
        createdAt: now,
        updatedAt: now,
      })),
    );
    const tdb: TenantDb = {
      tenant: (c, trx) => tenantTable(trx ?? setup.knex, c),
      transaction: (fn) => setup.knex.transaction(fn),
    };
    await saveCampaignSettings(tdb, companyId, {
      messageInterval: 5,
      longerIntervalAfter: 0,
      greaterInterval: 0,
      quietHoursStart: '00:00',
      quietHoursEnd: '00:00',
      dailyCap: 100_000,
      warmupFirstDayCap: 100_000,
    });
    await setup.stop();
    watch = watchDatabase(db.url);
  }, 60_000);

  afterAll(async () => {
    await killChildren(children);
    await watch?.destroy();
    await db?.drop();
  });

  it(
    'messages each contact exactly once after the other process takes over',
    async () => {
      const env = { DATABASE_URL: db.url };
      const a = start('proc-a', env);
      children.push(a);
      const url = (await until('A to boot', () => a.lines.find((l) => l.ev === 'ready'), CHILD_WAIT_MS)).url!;
      await until('A to own the connection', () => owns(a, connectionId), 15_000);
      const b = start('proc-b', env);
      children.push(b);
      await until('B to boot', () => b.lines.some((l) => l.ev === 'ready'), CHILD_WAIT_MS);

      const admin = new HttpClient(url);
      const login = await admin.post('/auth/login', { email: adminEmail, password: PASSWORD });
      admin.withToken(login.body.token);
      const created = await admin.post('/campaigns', {
        name: 'Resiste',
        message1: 'Oferta {nome}',
        contactListId: listId,
        whatsappId: connectionId,
        scheduledAt: new Date().toISOString(),
      });
      expect(created.status).toBe(200);
      const sentBy = (c: Child) =>
        c.lines.filter((l) => l.ev === 'sim-sent' && l.connectionId === connectionId);
      await until('half the campaign', () => sentBy(a).length >= N / 2, CHILD_WAIT_MS);
      a.proc.kill('SIGKILL');
      await a.exited;
      const atKill = sentBy(a).length;
      expect(atKill).toBeLessThan(N);

      await until('B to take the connection', () => owns(b, connectionId), LEASE_MS + 15_000);
      const progress = async () => ({
        campaign: await watch('campaigns')
          .where({ id: created.body.id })
          .first('status', 'dispatch_seq', 'pause_reason'),
        rows: await watch('campaign_shipping')
          .where({ campaign_id: created.body.id })
          .groupBy('status')
          .select('status')
          .count({ n: '*' }),
        sentByB: sentBy(b).length,
      });
      const ticker = setInterval(() => void progress().then((p) => console.log(JSON.stringify(p))), 15_000);
      await until(
        'the campaign to finish',
        async () =>
          (await watch('campaigns').where({ id: created.body.id }).first('status')).status === 'FINALIZADA',
        180_000,
      ).finally(() => clearInterval(ticker));
      // one WhatsApp id per contact across both processes, every contact reached
      const ids = new Map<string, Set<string>>();
      for (const l of [...sentBy(a), ...sentBy(b)]) {
        const n = l.chatId!.replace(/\D/g, '');
        if (!ids.has(n)) ids.set(n, new Set());
        ids.get(n)!.add(l.waMessageId!);
      }
      expect(ids.size).toBe(N);
      expect([...ids.values()].every((s) => s.size === 1)).toBe(true);
      expect(sentBy(b).length).toBeGreaterThan(0);
      const open = await watch('campaign_shipping')
        .where({ campaign_id: created.body.id })
        .whereNot('status', 'delivered')
        .count({ n: '*' });
      expect(Number(open[0]!.n)).toBe(0);
    },
    TEST_MS,
  );
});
