import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import type { Knex } from 'knex';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import type { TenantDb } from '../../src/db/tenant-db.js';
import { seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/** ctx.db.tenant(companyId): a plugin's queries on its tenant table never see or touch another company's rows. */
const notesPlugin = definePlugin<{ db: TenantDb }>({
  name: 'notes-test',
  migrations: [
    {
      name: '001_notes',
      up: (knex: Knex) =>
        knex.schema.createTable('test_notes', (t) => {
          t.increments('id');
          t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
          t.string('body', 100).notNullable();
          t.boolean('pinned').notNullable().defaultTo(false);
        }),
      down: (knex: Knex) => knex.schema.dropTable('test_notes'),
    },
  ],
  setup: (ctx) => ({ db: ctx.db }),
});

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [notesPlugin] }));
let a: number;
let b: number;
let db: TenantDb;
let bNote: number;

const raw = () => t.kernel.knex('test_notes');
const bodiesOf = (rows: Array<{ body: string }>) => rows.map((r) => r.body).sort();

beforeAll(async () => {
  const seed = await seedTenants(t.kernel.knex);
  a = seed.a.id;
  b = seed.b.id;
  db = (t.kernel.plugins.services.get('notes-test') as { db: TenantDb }).db;
});

beforeEach(async () => {
  await raw().delete();
  await raw().insert([
    { companyId: a, body: 'a1', pinned: true },
    { companyId: a, body: 'a2', pinned: false },
    { companyId: b, body: 'b1', pinned: true },
  ]);
  bNote = (await raw().where({ companyId: b }).first()).id;
});

describe('ctx.db.tenant', () => {
  it("reads only the company's rows, however the conditions are written", async () => {
    const notes = db.tenant(a);
    expect(bodiesOf(await notes('test_notes'))).toEqual(['a1', 'a2']);
    // an orWhere cannot widen the scope: it is grouped with the caller's other conditions
    expect(bodiesOf(await notes('test_notes').where({ body: 'a1' }).orWhere({ id: bNote }))).toEqual(['a1']);
    expect(await notes('test_notes').where({ id: bNote }).first()).toBeUndefined();
    expect(await notes('test_notes').where({ pinned: true }).count({ n: '*' })).toEqual([{ n: 1 }]);
    // clones and subqueries stay held to the company
    const pinned = notes('test_notes').where({ pinned: true }).select('id');
    expect(bodiesOf(await pinned.clone().select('body'))).toEqual(['a1']);
    expect(bodiesOf(await raw().whereIn('id', pinned))).toEqual(['a1']);
    expect(bodiesOf(await notes('test_notes as n').where('n.body', 'like', '%1'))).toEqual(['a1']);
  });

  it("never updates or deletes another company's rows", async () => {
    const notes = db.tenant(a);
    expect(await notes('test_notes').where({ id: bNote }).update({ body: 'hacked' })).toBe(0);
    // unscoped, this would read `companyId = ? or id = ?` and rename every note of both companies
    expect(await notes('test_notes').orWhere({ id: bNote }).update({ body: 'x' })).toBe(0);
    expect(await notes('test_notes').where({ id: bNote }).delete()).toBe(0);
    expect(await notes('test_notes').where({ id: bNote }).increment('id', 0)).toBe(0);
    expect((await raw().where({ id: bNote }).first()).body).toBe('b1');
    expect(await notes('test_notes').delete()).toBe(2);
    expect(bodiesOf(await raw())).toEqual(['b1']);
  });

  it('stamps the company on inserts and refuses rows naming another', async () => {
    const notes = db.tenant(a);
    await notes('test_notes').insert({ body: 'a3' });
    await notes('test_notes').insert([{ body: 'a4' }, { body: 'a5', companyId: a }]);
    expect(bodiesOf(await raw().where({ companyId: a }))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);

    await expect(notes('test_notes').insert({ body: 'intruder', companyId: b })).rejects.toMatchObject({
      code: 'ERR_TENANT_MISMATCH',
      status: 403,
    });
    await expect(
      notes('test_notes').insert([{ body: 'ok' }, { body: 'no', companyId: b }]),
    ).rejects.toMatchObject({ code: 'ERR_TENANT_MISMATCH' });
    await expect(notes('test_notes').update({ companyId: b })).rejects.toMatchObject({
      code: 'ERR_TENANT_MISMATCH',
    });
    expect(bodiesOf(await raw().where({ companyId: b }))).toEqual(['b1']);
    expect(await raw().count({ n: '*' })).toEqual([{ n: 6 }]);
  });

  it('refuses what could write across companies: merge on conflict, insert from a query, truncate', async () => {
    const notes = db.tenant(a);
    await expect(
      notes('test_notes').insert({ id: bNote, body: 'taken' }).onConflict('id').merge(),
    ).rejects.toThrow(/not tenant-safe/);
    await expect(notes('test_notes').insert(raw().select('body'))).rejects.toThrow(/plain row objects/);
    await expect(notes('test_notes').truncate()).rejects.toThrow(/not tenant-safe/);
    expect(await raw().count({ n: '*' })).toEqual([{ n: 3 }]);
  });

  it('works inside db.transaction, and a rollback keeps nothing', async () => {
    await expect(
      db.transaction(async (trx) => {
        const notes = db.tenant(a, trx);
        await notes('test_notes').insert({ body: 'a-trx' });
        expect(bodiesOf(await notes('test_notes'))).toEqual(['a-trx', 'a1', 'a2']);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(bodiesOf(await raw().where({ companyId: a }))).toEqual(['a1', 'a2']);

    await db.transaction(async (trx) => {
      await db.tenant(a, trx)('test_notes').insert({ body: 'a-kept' });
    });
    expect(bodiesOf(await raw().where({ companyId: a }))).toEqual(['a-kept', 'a1', 'a2']);
  });

  it('needs a real company id', () => {
    expect(() => db.tenant(0)).toThrow(/company id/);
    expect(() => db.tenant(Number('x'))).toThrow(/company id/);
  });
});
