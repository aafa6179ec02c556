import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { LidMapStore } from '../../src/channels/baileys/lid-map-store.js';
import {
  insertCompany,
  insertPlan,
  insertWhatsapp,
  startTestKernel,
  type TestKernel,
} from '../support/index.js';
import { until } from '../connections/lease-children.js';

const t = kernelPerFile<TestKernel>(startTestKernel, 60_000);

describe('LID map in the database', () => {
  it('keeps what one provider learnt for the next one (restart or new owner), per connection', async () => {
    const planId = await insertPlan(t.kernel.knex, 'Plano LID');
    const company = await insertCompany(t.kernel.knex, 'Loja LID', planId);
    const one = await insertWhatsapp(t.kernel.knex, company.id, 'Um');
    const two = await insertWhatsapp(t.kernel.knex, company.id, 'Dois', { isDefault: false });

    const first = new LidMapStore(t.kernel.knex, one);
    first.remember('123456789012345', '5511944443333');
    first.remember('123456789012345', '5511944443333');
    expect(first.lookup('123456789012345')).toBe('5511944443333');
    const stored = () => t.kernel.knex('wa_lid_map').where({ connectionId: one });
    await until('the pair stored', async () => (await stored()).length === 1, 5_000);
    // a changed number replaces the pair
    first.remember('123456789012345', '5511922221111');
    await until('the pair updated', async () => (await stored())[0]?.pn === '5511922221111', 5_000);

    const next = new LidMapStore(t.kernel.knex, one);
    expect(next.lookup('123456789012345')).toBeUndefined();
    await next.load();
    expect(next.lookup('123456789012345')).toBe('5511922221111');
    const other = new LidMapStore(t.kernel.knex, two);
    await other.load();
    expect(other.lookup('123456789012345')).toBeUndefined();
  });
});
