import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_WAIT_MS } from '../support/until.js';
import { createKernel } from '../../src/kernel.js';
import { createTestDatabase, insertLinkedCompany, testEnv, type TestDatabase } from '../support/index.js';
import { sleep } from '../support/socket-client.js';
import { childProcesses, until, type Child } from './lease-children.js';

/**
 * Two kernel processes on one database: only one runs the connection; kill -9 the owner and the other takes
 * it over once the lease runs out (never before), restoring the linked session; at no moment do both own it.
 */
const LEASE_MS = 3000;
const HEARTBEAT_MS = 500;

let db: TestDatabase;
let connectionId: number;
const procs = childProcesses({ leaseMs: LEASE_MS, heartbeatMs: HEARTBEAT_MS });
const startChild = (name: string) => procs.start(name, db.url);

const leaseEvents = (c: Child) => c.lines.filter((l) => l.ev === 'lease' && l.connectionId === connectionId);
const owns = (c: Child) => leaseEvents(c).at(-1)?.owned === true;

beforeAll(async () => {
  db = await createTestDatabase();
  const setup = await createKernel({ env: testEnv(db.url) });
  await setup.migrate();
  ({ connectionId } = await insertLinkedCompany(setup.knex, 'Loja Lease'));
  await setup.stop();
}, 60_000);

afterAll(async () => {
  await procs.killAll();
  await db?.drop();
});

describe('connection leases across processes', () => {
  it(
    'moves a connection to the survivor once its lease runs out after kill -9, never running it twice',
    async () => {
      const knex = (await import('knex')).default;
      const watch =
        db.client === 'mysql'
          ? knex({ client: 'mysql2', connection: { uri: db.url }, pool: { min: 0, max: 1 } })
          : knex({
              client: 'better-sqlite3',
              connection: { filename: db.url.slice('sqlite:'.length) },
              useNullAsDefault: true,
            });
      const lease = () =>
        watch('channel_leases').where({ connection_id: connectionId }).first('owner', 'expires_at');

      const a = startChild('proc-a');
      await until('A to own the connection', () => owns(a), CHILD_WAIT_MS);
      await until(
        'A to restore the session',
        () => a.lines.some((l) => l.ev === 'status' && l.status === 'CONNECTED'),
        10_000,
      );
      expect((await lease())?.owner).toBe('proc-a');

      const b = startChild('proc-b');
      await until('B to boot', () => b.lines.some((l) => l.ev === 'ready'), CHILD_WAIT_MS);
      // B keeps its hands off while A is alive, for longer than a lease
      await sleep(LEASE_MS * 1.5);
      expect(leaseEvents(b)).toEqual([]);
      expect((await lease())?.owner).toBe('proc-a');

      a.proc.kill('SIGKILL');
      const killedAt = Date.now();
      await a.exited;
      // A is dead, so this is the last lease it renewed; it was still A's when read
      const last = await lease();
      expect(last?.owner).toBe('proc-a');
      const lastRenewal = Number(last!.expires_at);

      await until('B to take over', () => owns(b), CHILD_WAIT_MS);
      const takenAt = leaseEvents(b).at(-1)!.at;
      console.info(`takeover ${takenAt - killedAt} ms after the kill (lease ${LEASE_MS} ms)`);
      // never both: B took it only after the last lease A renewed had run out
      expect(takenAt).toBeGreaterThanOrEqual(lastRenewal);
      expect(leaseEvents(a).filter((l) => !l.owned)).toEqual([]);
      expect((await lease())?.owner).toBe('proc-b');
      await until(
        'B to restore the session',
        () => b.lines.some((l) => l.ev === 'status' && l.status === 'CONNECTED'),
        5000,
      );
      // restoring a linked session never showed the user a QR
      expect(b.lines.filter((l) => l.ev === 'status').map((l) => l.status)).toEqual(['CONNECTED']);

      // a clean stop hands the lease back at once
      b.proc.kill('SIGTERM');
      await b.exited;
      expect(b.lines.at(-1)?.ev).toBe('stopped');
      expect((await lease())?.owner).toBeNull();
      await watch.destroy();
    },
    2 * CHILD_WAIT_MS + 60_000,
  );
});
