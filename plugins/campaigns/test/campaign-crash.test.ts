import { describe, expect, it } from 'vitest';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createTenantDb } from '@balcao/core';
import {
  CHILD_WAIT_MS,
  childKernels,
  HttpClient,
  insertWhatsapp,
  ownsConnection as owns,
  PASSWORD,
  readyUrl,
  seedTenants,
  simSent,
  testDbClient,
  until,
  type ChildKernel,
  type KernelLine,
} from '@balcao/core/testing';
import { sharedDatabase } from '@balcao/core/testing/per-file';
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
type Child = ChildKernel<KernelLine>;
const { children, start } = childKernels(
  new URL('./crash/campaign-child.ts', import.meta.url),
  new URL('../', import.meta.url),
  { CHANNEL_LEASE_MS: String(LEASE_MS), CAMPAIGN_JOB_LOCK_MS: '3000' },
);

describe.skipIf(testDbClient() !== 'mysql')('a campaign survives kill -9 of the kernel running it', () => {
  let connectionId: number;
  let companyId: number;
  let listId: number;
  let adminEmail: string;
  const shared = sharedDatabase({
    plugins: [contacts, tickets, ...peerPlugins, campaigns],
    children,
    fill: async (knex) => {
      const seed = await seedTenants(knex);
      companyId = seed.a.id;
      adminEmail = seed.a.admin.email;
      connectionId = await insertWhatsapp(knex, companyId, 'Sim', { status: 'CONNECTED' });
      const now = new Date();
      const [id] = await knex('contact_lists').insert({
        companyId,
        name: 'Grande',
        createdAt: now,
        updatedAt: now,
      });
      listId = Number(id);
      await knex('contact_list_items').insert(
        Array.from({ length: N }, (_, i) => ({
          companyId,
          contactListId: listId,
          name: `C${i}`,
          number: String(5511970000000 + i),
          createdAt: now,
          updatedAt: now,
        })),
      );
      const tdb = createTenantDb(knex);
      await saveCampaignSettings(tdb, companyId, {
        messageInterval: 5,
        longerIntervalAfter: 0,
        greaterInterval: 0,
        quietHoursStart: '00:00',
        quietHoursEnd: '00:00',
        dailyCap: 100_000,
        warmupFirstDayCap: 100_000,
      });
    },
  });

  it(
    'messages each contact exactly once after the other process takes over',
    async () => {
      const { db, watch } = shared;
      const env = { DATABASE_URL: db.url };
      const a = start('proc-a', env);
      const url = await readyUrl(a);
      await until('A to own the connection', () => owns(a, connectionId), 15_000);
      const b = start('proc-b', env);
      await readyUrl(b);

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
      const sentBy = (c: Child) => simSent(c, connectionId);
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
