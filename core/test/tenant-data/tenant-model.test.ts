import { expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { tenant } from '../../src/db/tenant-db.js';
import { User } from '../../src/domain/users/user-model.js';

/** A scoped model query keeps the company whatever conditions the caller chains, `orWhere` included. */
const { t, seed } = tenantKernelPerFile();
it("never returns another company's row through an orWhere", async () => {
  const found = await tenant(seed.a.id)(User)
    .where('users.id', seed.a.admin.id)
    .orWhere('users.id', seed.b.admin.id)
    .select('users.id');
  expect(found.map((u) => u.id)).toEqual([seed.a.admin.id]);
});

it("never changes another company's row through an orWhere", async () => {
  const changed = await tenant(seed.a.id)(User)
    .patch({ name: 'Trocado' })
    .where('users.id', seed.a.user.id)
    .orWhere('users.id', seed.b.user.id);
  expect(changed).toBe(1);
  const b = await t.kernel.knex('users').where({ id: seed.b.user.id }).first('name');
  expect(b.name).not.toBe('Trocado');
});

it('keeps findById to its id and its company', async () => {
  expect((await tenant(seed.a.id)(User).findById(seed.a.admin.id))?.id).toBe(seed.a.admin.id);
  expect(await tenant(seed.a.id)(User).findById(seed.b.admin.id)).toBeUndefined();
  const both = await tenant(seed.a.id)(User).findByIds([seed.a.admin.id, seed.b.admin.id]);
  expect(both.map((u) => u.id)).toEqual([seed.a.admin.id]);
});
