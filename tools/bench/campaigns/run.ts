/**
 * How long building a 100,000-contact campaign's shipping plan takes, and whether memory stays flat, on SQLite
 * and MariaDB in one run, next to a baseline measured in the same run: the same plan built row by row (one
 * INSERT per contact, as a loop over the list would) for 10,000 contacts, extrapolated to the full list.
 *
 *   pnpm exec tsx tools/bench/campaigns/run.ts [contacts=100000] [baselineContacts=10000]
 *   BENCH_DB=sqlite,mysql (default) | sqlite | mysql
 *
 * The contact list is filled by a bulk insert beforehand (not measured). RSS is sampled every 10 ms while the
 * plan is built: before, peak during, after. Target: under 10 s per engine, peak RSS within a few MB of before.
 */
import contacts from '../../../plugins/contacts/src/index.js';
import tickets from '../../../plugins/tickets/src/index.js';
import { seedTenants, startTestKernel } from '@balcao/core/testing';
import type { Knex } from 'knex';
import campaigns from '../../../plugins/campaigns/src/index.js';
import { buildShippingPlan } from '../../../plugins/campaigns/src/engine/build-plan.js';
import { recipientSources } from '../../../plugins/campaigns/src/engine/recipient-sources.js';
import { peerPlugins } from '../../../plugins/campaigns/test/support/peer-plugins.js';
import { numberArgs } from '../shared/args.js';

const [CONTACTS, BASELINE] = numberArgs([100_000, 10_000]);
const TARGET_MS = 10_000;
const engines = (process.env.BENCH_DB ?? 'sqlite,mysql').split(',') as Array<'sqlite' | 'mysql'>;
const mb = (n: number) => Math.round(n / 1024 / 1024);

interface Row {
  engine: string;
  contacts: number;
  'plan ms': number;
  'rows/s': number;
  'rss before MB': number;
  'rss peak MB': number;
  'rss after MB': number;
  [k: string]: string | number;
}

async function fillList(knex: Knex, companyId: number, n: number) {
  const now = new Date();
  const [id] = await knex('contact_lists').insert({
    companyId,
    name: `Lista ${n}`,
    createdAt: now,
    updatedAt: now,
  });
  const listId = Number(id);
  const chunk = 400; // SQLite allows 500 terms in a compound SELECT
  for (let i = 0; i < n; i += chunk)
    await knex('contact_list_items').insert(
      Array.from({ length: Math.min(chunk, n - i) }, (_, j) => ({
        companyId,
        contactListId: listId,
        name: `Contato ${i + j}`,
        number: String(5511900000000 + i + j),
        email: `c${i + j}@x.test`,
        // 1% already known not to be on WhatsApp: they become 'invalid' rows
        isWhatsappValid: (i + j) % 100 === 0 ? false : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
  return listId;
}

async function insertCampaign(knex: Knex, companyId: number, contactListId: number, name: string) {
  const now = new Date();
  const [id] = await knex('campaigns').insert({
    companyId,
    name,
    message1: 'Olá {nome}',
    status: 'PROGRAMADA',
    contactListId,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

/** peak RSS while `fn` runs, sampled every 10 ms */
async function withRss<T>(fn: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t = performance.now();
  const value = await fn();
  const ms = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { value, ms, before, peak, after: process.memoryUsage().rss };
}

/** the baseline: read the list a page at a time and insert one shipping row per contact */
async function rowByRow(knex: Knex, companyId: number, campaignId: number, listId: number, limit: number) {
  let lastId = 0;
  let done = 0;
  while (done < limit) {
    const page: Array<{ id: number; number: string; name: string; email: string; isWhatsappValid: unknown }> =
      await knex('contact_list_items')
        .where({ companyId, contactListId: listId })
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(Math.min(1000, limit - done));
    if (!page.length) break;
    for (const item of page) {
      const now = new Date();
      await knex('campaign_shipping')
        .insert({
          companyId,
          campaignId,
          contactListItemId: item.id,
          number: item.number,
          name: item.name,
          email: item.email,
          status: item.isWhatsappValid === 0 || item.isWhatsappValid === false ? 'invalid' : 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .onConflict(['campaign_id', 'number'])
        .ignore();
    }
    lastId = page.at(-1)!.id;
    done += page.length;
  }
  return done;
}

const rows: Row[] = [];
for (const engine of engines) {
  process.env.TEST_DB = engine;
  const t = await startTestKernel({ plugins: [contacts, tickets, ...peerPlugins, campaigns] });
  try {
    const knex = t.kernel.knex;
    const owner = <T>(name: string) => t.kernel.plugins.services.get(name) as T;
    const sources = recipientSources({
      contactLists: owner('contact-lists'),
      contacts: owner('contacts'),
      tags: owner('tags'),
      tickets: owner('tickets'),
    });
    const { a } = await seedTenants(knex);
    const fillStart = performance.now();
    const listId = await fillList(knex, a.id, CONTACTS);
    console.log(`${engine}: list of ${CONTACTS} filled in ${Math.round(performance.now() - fillStart)} ms`);
    const campaignId = await insertCampaign(knex, a.id, listId, 'Bench');
    const plan = await withRss(() =>
      knex.transaction((trx) =>
        buildShippingPlan(
          trx,
          { id: campaignId, companyId: a.id, contactListId: listId, tagListId: null },
          sources,
        ),
      ),
    );
    const [{ n }] = (await knex('campaign_shipping').where({ campaignId }).count({ n: '*' })) as [
      { n: number },
    ];
    if (Number(n) !== CONTACTS) throw new Error(`${engine}: plan has ${n} rows, expected ${CONTACTS}`);
    const again = await buildShippingPlan(
      knex,
      {
        id: campaignId,
        companyId: a.id,
        contactListId: listId,
        tagListId: null,
      },
      sources,
    );
    if (again !== 0) throw new Error(`${engine}: a second build added ${again} rows`);

    const baseId = await insertCampaign(knex, a.id, listId, 'Baseline');
    const base = await withRss(() => rowByRow(knex, a.id, baseId, listId, BASELINE));
    const extrapolated = (base.ms / base.value) * CONTACTS;
    rows.push({
      engine,
      contacts: CONTACTS,
      'plan ms': Math.round(plan.ms),
      'rows/s': Math.round(CONTACTS / (plan.ms / 1000)),
      'rss before MB': mb(plan.before),
      'rss peak MB': mb(plan.peak),
      'rss after MB': mb(plan.after),
      [`row-by-row ${BASELINE} ms`]: Math.round(base.ms),
      'row-by-row x100k ms (extrapolated)': Math.round(extrapolated),
      speedup: `${(extrapolated / plan.ms).toFixed(0)}x`,
      'under 10 s': plan.ms < TARGET_MS ? 'yes' : 'NO',
    });
  } finally {
    await t.stop();
  }
}
console.table(rows);
