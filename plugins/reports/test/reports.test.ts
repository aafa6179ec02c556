import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertUser, insertWhatsapp, saoPaulo } from '@balcao/core/testing';
import { expectedFigures, type Expected } from './report-oracle.js';
import { startReportsKernel, type ReportsKernel } from './reports-kernel.js';
import { seedWorkday, type Workday } from './workday-fixture.js';

const k = kernelPerFile<ReportsKernel>(startReportsKernel, 240_000);
let day: Workday;
const period = '/reports?initialDate=2025-06-02&finalDate=2025-06-04';
const start = saoPaulo('2025-06-02 00:00:00');
const end = saoPaulo('2025-06-05 00:00:00');

/**
 * Company A: 10,000 tickets whose first lives start waiting over 1 to 5 June 2025 (Brasília), so some fall before
 * and after the period of 2 to 4 June; one in ten reopened a day later. Company B: 300 tickets in the same days,
 * which no figure of A may count.
 */
beforeAll(async () => {
  const knex = k.t.kernel.knex;
  const { a, b } = k.seed;
  const now = { createdAt: new Date(), updatedAt: new Date() };
  const ids = async (table: string, rows: Record<string, unknown>[]) => {
    const out: number[] = [];
    for (const row of rows) out.push(Number((await knex(table).insert({ ...row, ...now }))[0]));
    return out;
  };
  const supervisor = await insertUser(knex, a.id, {
    name: 'Sara Supervisora',
    email: 'sara@empresaa.test',
    profile: 'supervisor',
  });
  const queues = [
    a.queueId,
    ...(await ids('queues', [{ companyId: a.id, name: 'Vendas', color: '#0a0b0c', greetingMessage: '' }])),
  ];
  const tags = await ids('tags', [
    { companyId: a.id, name: 'Urgente', color: '#ff0000' },
    { companyId: a.id, name: 'Troca', color: '#00ff00' },
    { companyId: a.id, name: 'Elogio', color: '#0000ff' },
  ]);
  const connections = [
    await insertWhatsapp(knex, a.id, 'Loja Centro', { isDefault: false }),
    await insertWhatsapp(knex, a.id, 'Loja Norte', { isDefault: false }),
  ];
  const window = { from: saoPaulo('2025-06-01 12:00:00'), to: saoPaulo('2025-06-05 12:00:00') };
  day = await seedWorkday(knex, a.id, {
    ...window,
    count: 10_000,
    users: [a.admin.id, a.user.id, supervisor],
    queues,
    connections,
    tags,
    seed: 27,
  });
  await seedWorkday(knex, b.id, {
    ...window,
    count: 300,
    users: [b.admin.id],
    queues: [b.queueId],
    connections: [await insertWhatsapp(knex, b.id, 'Loja B')],
    tags: [],
    seed: 30,
  });
}, 240_000);

/** The answer's figures beside the expected ones: counts equal, averages equal to the last decimal MariaDB keeps. */
function expectFigures(got: Record<string, unknown>, want: Expected | undefined, label: string) {
  expect(want, `${label}: a row nobody expected`).toBeDefined();
  const { tickets, resolved, ratings, satisfied } = want!;
  expect(
    { tickets: got.tickets, resolved: got.resolved, ratings: got.ratings, satisfied: got.satisfied },
    label,
  ).toEqual({ tickets, resolved, ratings, satisfied });
  for (const field of [
    'waitSeconds',
    'firstResponseSeconds',
    'resolutionSeconds',
    'ratingAverage',
  ] as const) {
    const expected = want![field];
    if (expected === null) expect(got[field], `${label} ${field}`).toBeNull();
    else expect(got[field] as number, `${label} ${field}`).toBeCloseTo(expected, 3);
  }
}

describe('GET /reports over 10,000 tickets', () => {
  it.each(['attendant', 'queue', 'connection', 'tag', 'hour'] as const)(
    'by %s: every row and the totals equal the figures computed from the rows written',
    async (by) => {
      const res = await k.admin.get(`${period}&by=${by}`);
      expect(res.status).toBe(200);
      const want = expectedFigures(day, start, end, by);
      const totals = expectedFigures(day, start, end, 'none').get(null)!;
      expect(totals.tickets).toBeGreaterThan(7000);
      expectFigures(res.body.totals, totals, 'totals');
      const rows = res.body.rows as Array<Record<string, unknown>>;
      if (by === 'hour') expect(rows.map((r) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => h));
      else expect(new Set(rows.map((r) => r.key))).toEqual(new Set(want.keys()));
      for (const row of rows) {
        const expected = want.get(row.key as number | null);
        if (by === 'hour' && !expected) expect(row.tickets).toBe(0);
        else expectFigures(row, expected, `${by} ${String(row.key)}`);
      }
    },
  );

  it('counts per queue as a plain GROUP BY over ticket_traking counts them', async () => {
    const knex = k.t.kernel.knex;
    const res = await k.admin.get(`${period}&by=queue`);
    const plain = (await knex('ticket_traking')
      .where('company_id', k.seed.a.id)
      .whereRaw('coalesce(queued_at, created_at) >= ?', [start])
      .whereRaw('coalesce(queued_at, created_at) < ?', [end])
      .groupBy('queue_id')
      .select('queue_id', knex.raw('count(*) as n, count(finished_at) as done'))) as Array<
      Record<string, unknown>
    >;
    const got = Object.fromEntries(
      (res.body.rows as Array<Record<string, unknown>>).map((r) => [String(r.key), [r.tickets, r.resolved]]),
    );
    expect(got).toEqual(
      Object.fromEntries(plain.map((r) => [String(r.queueId), [Number(r.n), Number(r.done)]])),
    );
  });

  it('names the rows: attendants, queues, connections and tags by their names, hours as HH:00', async () => {
    const names = async (by: string) =>
      ((await k.admin.get(`${period}&by=${by}`)).body.rows as Array<{ key: number | null; name: string }>)
        .filter((r) => r.key !== null)
        .map((r) => r.name)
        .sort();
    expect(await names('queue')).toContain('Vendas');
    expect(await names('connection')).toEqual(['Loja Centro', 'Loja Norte']);
    expect(await names('tag')).toEqual(['Elogio', 'Troca', 'Urgente']);
    expect(await names('attendant')).toContain('Sara Supervisora');
    expect((await names('hour')).slice(0, 2)).toEqual(['00:00', '01:00']);
  });

  it("gives company B its own figures, none of A's", async () => {
    const res = await k.adminB.get(`${period}&by=connection`);
    expect(res.status).toBe(200);
    expect(res.body.totals.tickets).toBeGreaterThan(0);
    expect(res.body.totals.tickets).toBeLessThan(400);
    expect((res.body.rows as Array<{ name: string }>).map((r) => r.name)).not.toContain('Loja Centro');
  });
});
