import { createKernel } from '@balcao/core';
import {
  createTestDatabase,
  insertWhatsapp,
  productPlugins,
  seedTenants,
  testEnv,
  type TestDatabase,
} from '@balcao/core/testing';

export interface Prepared {
  db: TestDatabase;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's linked sim connections */
  connectionIds: number[];
}

/**
 * A fresh database (TEST_DB picks the engine) migrated for the whole product, companies A and B seeded and
 * `connections` linked sim connections for A. `pin` gives connection i's lease to the process named
 * pin[i] before any process boots, so it restores that one and the others keep off it.
 */
export async function prepareDatabase(
  opts: { connections?: number; pin?: string[]; extraUsers?: number } = {},
): Promise<Prepared> {
  const db = await createTestDatabase();
  const setup = await createKernel({ env: testEnv(db.url), plugins: await productPlugins() });
  try {
    await setup.migrate();
    const seed = await seedTenants(setup.knex);
    const connectionIds: number[] = [];
    for (let i = 0; i < (opts.connections ?? 1); i++)
      connectionIds.push(
        await insertWhatsapp(setup.knex, seed.a.id, `Sim ${i + 1}`, {
          status: 'CONNECTED',
          isDefault: i === 0,
        }),
      );
    const now = Date.now();
    for (const [i, owner] of (opts.pin ?? []).entries())
      await setup.knex('channelLeases').insert({
        connectionId: connectionIds[i],
        owner,
        heartbeatAt: now,
        // long enough for every process to boot; the owner renews it from then on
        expiresAt: now + 120_000,
      });
    // more attendants like A's user (same password hash), for many sockets of one company
    if (opts.extraUsers) {
      const template = await setup.knex('users').where({ id: seed.a.user.id }).first();
      const rows = Array.from({ length: opts.extraUsers }, (_, i) => ({
        ...template,
        id: undefined,
        name: `Atendente ${i + 1}`,
        email: `atendente${i + 1}@empresaa.test`,
      }));
      for (let i = 0; i < rows.length; i += 100) await setup.knex('users').insert(rows.slice(i, i + 100));
    }
    return { db, seed, connectionIds };
  } catch (err) {
    await db.drop();
    throw err;
  } finally {
    await setup.stop();
  }
}
