import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { kernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import type { TenantDb } from '../../src/db/tenant-db.js';
import { tenantStatement } from '../../src/db/tenant-statement.js';
import { seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/** tenantStatement: a query compiled once answers like the same builder run each time, and stays in its company */
const notesPlugin = definePlugin<{ db: TenantDb }>({
  name: 'statement-notes-test',
  migrations: [
    {
      name: '001_statement_notes',
      up: (knex: Knex) =>
        knex.schema.createTable('test_statement_notes', (t) => {
          t.increments('id');
          t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
          t.string('body', 100).notNullable();
          t.string('tag', 20).nullable();
          t.integer('hits').notNullable().defaultTo(0);
          t.unique(['company_id', 'body']);
        }),
      down: (knex: Knex) => knex.schema.dropTable('test_statement_notes'),
    },
  ],
  setup: (ctx) => ({ db: ctx.db }),
});

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [notesPlugin] }));
let a: number;
let b: number;
let db: TenantDb;

const raw = () => t.kernel.knex('test_statement_notes');

const byTag = tenantStatement((n, p: { tag: string | null }) =>
  n('test_statement_notes').where({ tag: p.tag }).orderBy('body').select('body'),
);
const byBody = tenantStatement((n, p: { body: string }) =>
  n('test_statement_notes').where({ body: p.body }).first('id', 'body', 'hits'),
);
const hit = tenantStatement((n, p: { body: string }) =>
  n('test_statement_notes').where({ body: p.body }).increment('hits', 1),
);
const add = tenantStatement((n, p: { body: string; tag: string | null }) =>
  n('test_statement_notes').insert({ body: p.body, tag: p.tag }).onConflict(['company_id', 'body']).ignore(),
);

beforeAll(async () => {
  const seed = await seedTenants(t.kernel.knex);
  a = seed.a.id;
  b = seed.b.id;
  db = (t.kernel.plugins.services.get('statement-notes-test') as { db: TenantDb }).db;
});

beforeEach(async () => {
  await raw().delete();
  await raw().insert([
    { companyId: a, body: 'a1', tag: 'x' },
    { companyId: a, body: 'a2', tag: null },
    { companyId: b, body: 'b1', tag: 'x' },
    { companyId: b, body: 'a1', tag: 'x' },
  ]);
});

describe('tenantStatement', () => {
  it('answers each run with its own values, only from its company', async () => {
    expect(await byTag.run(db.tenant(a), { tag: 'x' })).toEqual([{ body: 'a1' }]);
    expect(await byTag.run(db.tenant(b), { tag: 'x' })).toEqual([{ body: 'a1' }, { body: 'b1' }]);
    expect(await byTag.run(db.tenant(a), { tag: 'y' })).toEqual([]);
    // a null parameter compiles its own variant: `tag is null`, not `tag = null`
    expect(await byTag.run(db.tenant(a), { tag: null })).toEqual([{ body: 'a2' }]);
    expect(await byBody.run(db.tenant(a), { body: 'b1' })).toBeUndefined();
    expect(await byBody.run(db.tenant(b), { body: 'b1' })).toMatchObject({ body: 'b1', hits: 0 });
  });

  it('updates and inserts in its company only, inside the caller’s transaction', async () => {
    expect(await hit.run(db.tenant(a), { body: 'a1' })).toBe(1);
    expect(await hit.run(db.tenant(a), { body: 'b1' })).toBe(0);
    expect((await raw().where({ companyId: b, body: 'a1' }).first()).hits).toBe(0);
    await db.transaction(async (trx) => {
      await add.run(db.tenant(a, trx), { body: 'a3', tag: null });
      // the same body again is ignored by the unique index, as the builder's onConflict().ignore() says
      await add.run(db.tenant(a, trx), { body: 'a3', tag: 'z' });
      expect(await byTag.run(db.tenant(a, trx), { tag: null })).toEqual([{ body: 'a2' }, { body: 'a3' }]);
    });
    expect(await raw().where({ body: 'a3' }).select('companyId', 'tag')).toEqual([
      { companyId: a, tag: null },
    ]);
    await db
      .transaction(async (trx) => {
        await add.run(db.tenant(b, trx), { body: 'b9', tag: 'x' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await raw().where({ body: 'b9' }).first()).toBeUndefined();
  });

  it('refuses a builder that uses a parameter as anything but a bound value', async () => {
    const branching = tenantStatement((n, p: { tag: string }) =>
      p.tag === 'x' ? n('test_statement_notes').where({ tag: 'x' }) : n('test_statement_notes'),
    );
    await expect(branching.run(db.tenant(a), { tag: 'x' })).rejects.toThrow(/never bound/);
    const named = tenantStatement((n, p: { column: string }) => n('test_statement_notes').select(p.column));
    await expect(named.run(db.tenant(a), { column: 'body' })).rejects.toThrow(/not a bound value/);
  });

  it('runs the builder as written when a parameter is a list, and compiles each set of columns apart', async () => {
    const listed = tenantStatement((n, p: { bodies: string[] }) =>
      n('test_statement_notes').whereIn('body', p.bodies).orderBy('body').pluck('body'),
    );
    expect(await listed.run(db.tenant(b), { bodies: ['a1', 'b1', 'a2'] })).toEqual(['a1', 'b1']);
    expect(await listed.run(db.tenant(b), { bodies: ['b1'] })).toEqual(['b1']);
    const change = tenantStatement((n, p: { body: string; tag?: string | null; hits?: number }) => {
      const { body, ...columns } = p;
      return n('test_statement_notes').where({ body }).update(columns);
    });
    await change.run(db.tenant(a), { body: 'a1', tag: 'y' });
    await change.run(db.tenant(a), { body: 'a2', hits: 5 });
    await change.run(db.tenant(a), { body: 'a1', tag: null, hits: 2 });
    expect(await raw().where({ companyId: a }).orderBy('body').select('body', 'tag', 'hits')).toEqual([
      { body: 'a1', tag: null, hits: 2 },
      { body: 'a2', tag: null, hits: 5 },
    ]);
  });

  it('counts as one statement per run, with the SQL the builder writes', async () => {
    const sqls: string[] = [];
    const listen = (q: { sql: string }) => sqls.push(q.sql);
    t.kernel.knex.on('query', listen);
    try {
      await byBody.run(db.tenant(a), { body: 'a1' });
      await byBody.run(db.tenant(a), { body: 'a2' });
    } finally {
      t.kernel.knex.off('query', listen);
    }
    const written = db.tenant(a)('test_statement_notes').where({ body: 'a1' }).first('id', 'body', 'hits');
    expect(sqls).toEqual([written.toSQL().sql, written.toSQL().sql]);
    expect(sqls[0]).toMatch(/company_id.? = \?/);
  });
});
