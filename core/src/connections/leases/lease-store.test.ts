import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '../../kernel.js';
import {
  createTestDatabase,
  insertCompany,
  insertPlan,
  insertWhatsapp,
  testEnv,
  type TestDatabase,
} from '../../../test/support/index.js';
import { LeaseStore } from './lease-store.js';

let db: TestDatabase;
let kernel: Kernel;
let connectionId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  kernel = await createKernel({ env: testEnv(db.url) });
  await kernel.migrate();
  const company = await insertCompany(kernel.knex, 'Loja', await insertPlan(kernel.knex, 'Completo'));
  connectionId = await insertWhatsapp(kernel.knex, company.id, 'Sim');
});
afterAll(async () => {
  await kernel?.stop();
  await db?.drop();
});

describe('LeaseStore', () => {
  it('gives a connection to one owner until its lease runs out', async () => {
    const a = new LeaseStore(kernel.knex, 'a', 1000);
    const b = new LeaseStore(kernel.knex, 'b', 1000);
    const t0 = 1_000_000;
    expect(await b.claimable(t0)).toEqual([connectionId]);
    expect(await a.acquire(connectionId, t0)).toBe(true);
    expect(await b.acquire(connectionId, t0 + 999)).toBe(false);
    expect(await b.claimable(t0 + 999)).toEqual([]);
    expect(await a.ownerOf(connectionId, t0 + 500)).toBe('a');

    // a stops renewing: once the lease is over b takes it, and a's next renewal no longer holds it
    expect(await b.claimable(t0 + 1001)).toEqual([connectionId]);
    expect(await b.acquire(connectionId, t0 + 1001)).toBe(true);
    expect((await a.renew(t0 + 1002)).held.has(connectionId)).toBe(false);
    expect((await b.renew(t0 + 1002)).held.has(connectionId)).toBe(true);
  });

  it('carries a session command to the owner once, and releases on stop', async () => {
    const owner = new LeaseStore(kernel.knex, 'owner', 60_000);
    const other = new LeaseStore(kernel.knex, 'other', 60_000);
    await owner.release();
    await other.release();
    await kernel.knex('channelLeases').update({ owner: null, expiresAt: 0 });
    expect(await owner.acquire(connectionId)).toBe(true);
    await other.request(connectionId, 'new-qr');
    expect(await other.takeCommands()).toEqual([]);
    expect(await owner.takeCommands()).toEqual([{ connectionId, command: 'new-qr' }]);
    expect(await owner.takeCommands()).toEqual([]);
    await owner.release();
    expect(await other.ownerOf(connectionId)).toBeUndefined();
    expect(await other.acquire(connectionId)).toBe(true);
  });
});
