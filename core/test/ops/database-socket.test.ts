import { existsSync } from 'node:fs';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createKnex } from '../../src/db/knex.js';
import { createTestDatabase, onDatabase, testDbClient, type TestDatabase } from '../support/test-db.js';

const secrets = {
  JWT_SECRET: 'a'.repeat(16),
  JWT_REFRESH_SECRET: 'b'.repeat(16),
  SESSION_ENCRYPTION_KEY: 'c'.repeat(32),
};

/** this MariaDB's socket file, asked over the test URL; none when it listens on TCP only */
async function serverSocket(url: string): Promise<string> {
  const k = knexFactory({ client: 'mysql2', connection: { uri: url }, pool: { min: 0, max: 1 } });
  try {
    const [rows] = (await k.raw('SELECT @@socket AS socket')) as [Array<{ socket: string | null }>];
    return rows[0]?.socket ?? '';
  } finally {
    await k.destroy();
  }
}

// docs/operations.md: a MariaDB on the same host is cheaper to reach through its socket than over TCP
describe.skipIf(testDbClient() !== 'mysql')('DATABASE_URL naming a MariaDB socket', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.drop());

  it('connects through the socket file, not TCP, and reads and writes', async (ctx) => {
    const socket = await serverSocket(db.url);
    // a server started without its socket directory listens on TCP only: nothing to connect through
    if (!socket || !existsSync(socket)) ctx.skip();
    const name = new URL(db.url).pathname.slice(1);
    const url = onDatabase(`mysql://root@localhost/?socketPath=${socket}`, name);
    const config = loadConfig({ ...secrets, DATABASE_URL: url });
    const knex = createKnex(config.db);
    try {
      await knex.schema.createTable('socket_probe', (t) => {
        t.increments('id');
        t.string('note');
      });
      await knex('socket_probe').insert({ note: 'pelo socket' });
      expect(await knex('socket_probe').select('note')).toEqual([{ note: 'pelo socket' }]);
      // a client on the socket shows as "localhost"; over TCP it would be "host:port"
      const [rows] = (await knex.raw(
        'SELECT host FROM information_schema.processlist WHERE id = CONNECTION_ID()',
      )) as [Array<{ host: string }>];
      expect(rows[0]?.host).toBe('localhost');
    } finally {
      await knex.destroy();
    }
  });
});
