/**
 * What a query built each time costs against the same query as a `tenantStatement` (compiled once, then bound),
 * on SQLite and on MariaDB: CPU and wall time per run of the inbound message's two hot statements, the open
 * ticket's read with its names and the ticket's update.
 *
 *   pnpm exec tsx tools/bench/statements/run.ts [runs=5000] [blocks=5]
 *
 * A kernel with every plugin is started like the tests do (a throwaway database, its migrations), with one
 * company, one contact and one open ticket. Built and compiled runs alternate in blocks of `runs`, so both see the
 * same machine; each row is the median over the blocks. BENCH_DB=sqlite or mysql picks one engine.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createTenantDb, discoverPlugins, tenantStatement, type TenantTable } from '@balcao/core';
import {
  insertCompany,
  insertContact,
  insertPlan,
  insertTicket,
  openConnection,
  startTestKernel,
} from '@balcao/core/testing';
import { withNames } from '../../../plugins/tickets/src/services/load-tickets.js';
import { numberArgs } from '../shared/args.js';
import { printTable } from '../shared/text-table.js';

const [RUNS, BLOCKS] = numberArgs([5000, 5]);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const targets = (process.env.BENCH_DB ?? 'sqlite,mysql').split(',');

// the open ticket's read as tickets' inbound step writes it (withNames: queue, user and connection names)
const openTicket = (t: TenantTable, p: { contactId: number; whatsappId: number }) =>
  withNames(t('tickets'))
    .where({ 'tickets.contactId': p.contactId, 'tickets.whatsappId': p.whatsappId, 'tickets.openSlot': 1 })
    .first();
const contactWrote = (t: TenantTable, p: { id: number; lastMessage: string; updatedAt: Date }) =>
  t('tickets')
    .where({ id: p.id })
    .update({ lastMessage: p.lastMessage, lastContactMessage: p.lastMessage, updatedAt: p.updatedAt })
    .increment('unreadMessages', 1);
const compiledRead = tenantStatement(openTicket);
const compiledUpdate = tenantStatement(contactWrote);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** µs of CPU and of wall time per call, over `RUNS` sequential calls */
async function block(fn: () => Promise<unknown>): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) await fn();
  const wall = ((performance.now() - t0) * 1000) / RUNS;
  const used = process.cpuUsage(cpu);
  return [(used.user + used.system) / RUNS, wall];
}

const rows: string[][] = [];
console.log(`load average (1 min) before the run: ${loadavg()[0]!.toFixed(2)}`);
for (const client of targets) {
  if (client !== 'sqlite' && client !== 'mysql') {
    console.error(`statements bench: BENCH_DB names no engine it knows: ${client} (sqlite, mysql)`);
    process.exit(1);
  }
  process.env.TEST_DB = client;
  // every plugin, as the product boots: the tables and columns are the real ones
  const t = await startTestKernel({ plugins: await discoverPlugins(repoRoot) });
  const knex = t.kernel.knex;
  const company = await insertCompany(knex, 'Bench Statements', await insertPlan(knex, 'Completo'));
  const companyId = company.id;
  const whatsappId = await openConnection(t, companyId, { name: 'Sim' });
  const contactId = await insertContact(knex, companyId, { name: 'c', number: '5511999990000' });
  const { id: ticketId } = await insertTicket(knex, { companyId, contactId, whatsappId });
  const table = createTenantDb(knex).tenant(companyId);
  const key = { contactId: Number(contactId), whatsappId: Number(whatsappId) };
  const change = () => ({ id: Number(ticketId), lastMessage: 'oi', updatedAt: new Date() });
  const cases: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
    ['open ticket read', () => openTicket(table, key), () => compiledRead.run(table, key)],
    ['ticket update', () => contactWrote(table, change()), () => compiledUpdate.run(table, change())],
  ];
  for (const [name, built, compiled] of cases) {
    // both answer the same, and a warm-up before anything is timed
    const [a, b] = [await built(), await compiled()];
    if (typeof a !== typeof b) throw new Error(`${name}: the two forms answer differently`);
    for (let i = 0; i < 500; i++) await Promise.all([built(), compiled()]);
    const builtRuns: Array<[number, number]> = [];
    const compiledRuns: Array<[number, number]> = [];
    for (let i = 0; i < BLOCKS; i++) {
      builtRuns.push(await block(built));
      compiledRuns.push(await block(compiled));
    }
    const cpu = [median(builtRuns.map((r) => r[0])), median(compiledRuns.map((r) => r[0]))] as const;
    const wall = [median(builtRuns.map((r) => r[1])), median(compiledRuns.map((r) => r[1]))] as const;
    rows.push([
      client === 'sqlite' ? 'SQLite' : 'MariaDB',
      name,
      cpu[0].toFixed(1),
      cpu[1].toFixed(1),
      `${(100 * (1 - cpu[1] / cpu[0])).toFixed(0)} %`,
      wall[0].toFixed(1),
      wall[1].toFixed(1),
    ]);
  }
  await t.stop();
}
printTable(
  [
    'target',
    'statement',
    'built CPU µs',
    'compiled CPU µs',
    'CPU saved',
    'built wall µs',
    'compiled wall µs',
  ],
  rows,
  2,
);
process.exit(0);
