import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { kernelPerFile } from '../support/per-file.js';
import { afterCommit } from '../../src/db/after-commit.js';
import { groupBatch } from '../../src/db/group-batch.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import type { TenantDb } from '../../src/db/tenant-db.js';
import { seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/**
 * ctx.db.grouped: concurrent short transactions share one commit, each piece's result is its own, a piece that
 * throws fails alone (its group is rolled back and run again piece by piece), and what a piece announces after
 * the commit is announced once, never for the rolled-back try.
 */
const linesPlugin = definePlugin<{ db: TenantDb }>({
  name: 'lines-test',
  migrations: [
    {
      name: '001_lines',
      up: (knex: Knex) =>
        knex.schema.createTable('test_lines', (t) => {
          t.increments('id');
          t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
          t.string('body', 100).notNullable().unique();
        }),
      down: (knex: Knex) => knex.schema.dropTable('test_lines'),
    },
  ],
  setup: (ctx) => ({ db: ctx.db }),
});

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [linesPlugin] }));
let company: number;
let db: TenantDb;

const bodies = async () =>
  ((await t.kernel.knex('test_lines').orderBy('body').select('body')) as Array<{ body: string }>).map(
    (r) => r.body,
  );

/** how many statements knex sends while `fn` runs, of those matching `pattern` */
async function statementsDuring(pattern: RegExp, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const count = (q: { sql: string }) => {
    if (pattern.test(q.sql.trim())) n++;
  };
  t.kernel.knex.on('query', count);
  try {
    await fn();
  } finally {
    t.kernel.knex.off('query', count);
  }
  return n;
}

/** counts the commits knex sends while `fn` runs */
const commitsDuring = (fn: () => Promise<unknown>) => statementsDuring(/^commit/i, fn);

beforeAll(async () => {
  company = (await seedTenants(t.kernel.knex)).a.id;
  db = (t.kernel.plugins.services.get('lines-test') as { db: TenantDb }).db;
});

beforeEach(async () => {
  await t.kernel.knex('test_lines').delete();
});

const insertLine = (body: string) => async (trx: Knex.Transaction) => {
  const [id] = await db.tenant(company, trx)('test_lines').insert({ body });
  return { body, id: Number(id) };
};

describe('ctx.db.grouped', () => {
  it('writes twenty concurrent pieces in fewer commits than pieces, each answered with its own result', async () => {
    let answers: Array<{ body: string }> = [];
    const commits = await commitsDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => db.grouped(insertLine(`l${String(i).padStart(2, '0')}`))),
      );
    });
    expect(answers.map((a) => a.body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `l${String(i).padStart(2, '0')}`),
    );
    expect(await bodies()).toEqual(answers.map((a) => a.body));
    // the first piece goes alone at once; the rest wait for it and share the next commit
    expect(commits).toBeLessThanOrEqual(3);
  });

  it('a piece that throws fails alone: the others of its group are written', async () => {
    await db.grouped(insertLine('taken'));
    const results = await Promise.allSettled([
      db.grouped(insertLine('a')),
      db.grouped(insertLine('b')),
      db.grouped(insertLine('taken')), // the unique body refuses it
      db.grouped(insertLine('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await bodies()).toEqual(['a', 'b', 'c', 'taken']);
  });

  it('announces after the commit once per piece, never for the group that was rolled back', async () => {
    const told: string[] = [];
    const piece = (body: string) => async (trx: Knex.Transaction) => {
      await insertLine(body)(trx);
      afterCommit(
        trx,
        () => void told.push(body),
        () => undefined,
      );
    };
    await Promise.allSettled([
      db.grouped(piece('x')),
      db.grouped(piece('y')),
      db.grouped(async (trx) => {
        await piece('z')(trx);
        throw new Error('refused');
      }),
      db.grouped(piece('w')),
    ]);
    await new Promise((r) => setTimeout(r, 20));
    expect(told.sort()).toEqual(['w', 'x', 'y']);
    expect(await bodies()).toEqual(['w', 'x', 'y']);
  });
});

describe('groupBatch', () => {
  /** each body's id, asked of the batch; `failWhen` makes the batch refuse */
  let batchCalls: number[] = [];
  let failWhen = (_n: number) => false;
  const idsOf = groupBatch<string, number | undefined>(async (table, bodies) => {
    batchCalls.push(bodies.length);
    if (failWhen(bodies.length)) throw new Error('batch refused');
    const rows = (await table('test_lines').whereIn('body', bodies).select('id', 'body')) as Array<{
      id: number;
      body: string;
    }>;
    return bodies.map((b) => rows.find((r) => r.body === b)?.id);
  });
  const insertAndLook =
    (body: string, extra = false) =>
    async (trx: Knex.Transaction) => {
      const { id } = await insertLine(body)(trx);
      // a piece that takes a turn more before the batch: the others wait for it instead of going alone
      if (extra) await db.tenant(company, trx)('test_lines').where({ id }).first();
      return { id, seen: await idsOf.load(db.tenant(company, trx), body) };
    };

  beforeEach(() => {
    batchCalls = [];
    failWhen = () => false;
  });

  it("sends the look-ups of a group's pieces as one statement, each piece answered its own", async () => {
    // the first piece goes alone (nothing waits yet); the other nineteen share a group
    await db.grouped(insertAndLook('first'));
    batchCalls = [];
    let answers: Array<{ id: number; seen: number | undefined }> = [];
    const selects = await statementsDuring(/^select/i, async () => {
      answers = await Promise.all(
        Array.from({ length: 19 }, (_, i) => db.grouped(insertAndLook(`g${i}`, i % 3 === 0))),
      );
    });
    for (const a of answers) expect(a.seen).toBe(a.id);
    expect(batchCalls.reduce((a, b) => a + b, 0)).toBe(19);
    // one batch statement per group (at most two groups: one may have started before the rest were handed in),
    // plus the seven pieces' own extra reads
    expect(batchCalls.length).toBeLessThanOrEqual(2);
    expect(selects).toBeLessThanOrEqual(7 + 2);
  });

  it('runs its one item at once outside a group', async () => {
    await t.kernel.knex('test_lines').insert({ companyId: company, body: 'solo' });
    const row = (await t.kernel.knex('test_lines').where({ body: 'solo' }).first('id')) as { id: number };
    expect(await idsOf.load(db.tenant(company), 'solo')).toBe(row.id);
    expect(batchCalls).toEqual([1]);
  });

  it('a batch that fails sends its group back piece by piece, and each piece is still answered', async () => {
    await db.grouped(insertAndLook('warm'));
    failWhen = (n) => n > 1;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => db.grouped(insertAndLook(`f${i}`))),
    );
    for (const a of answers) expect(a.seen).toBe(a.id);
    expect(await bodies()).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'warm']);
    // the refused group was rolled back: its rows were written again, alone
    expect(batchCalls.some((n) => n > 1)).toBe(true);
  });
});
