import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { storedDate } from '../../src/db/stored-date.js';
import { seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/** storedDate: a date column read back, by a row or by an aggregate, is the instant written, on either engine */
const t = kernelPerFile<TestKernel>(() => startTestKernel());
let companyId: number;
const due = new Date('2026-12-05T13:45:10.000Z');

beforeAll(async () => {
  companyId = (await seedTenants(t.kernel.knex)).a.id;
  await t.kernel.knex('companies').where({ id: companyId }).update({ dueDate: due });
});

describe('storedDate', () => {
  it('reads a row’s date column as the Date written', async () => {
    const row = await t.kernel.knex('companies').where({ id: companyId }).first('dueDate');
    expect(storedDate(row.dueDate)?.toISOString()).toBe(due.toISOString());
  });

  it('reads an aggregate of dates (numbers or numeric text on SQLite) as the Date written', async () => {
    const [row] = await t.kernel.knex('companies').where({ id: companyId }).max({ at: 'dueDate' });
    expect(storedDate(row!.at)?.toISOString()).toBe(due.toISOString());
  });

  it('keeps a missing date missing', async () => {
    await t.kernel.knex('companies').where({ id: companyId }).update({ dueDate: null });
    const row = await t.kernel.knex('companies').where({ id: companyId }).first('dueDate');
    expect(storedDate(row.dueDate)).toBeNull();
    expect(storedDate(undefined)).toBeNull();
  });
});
