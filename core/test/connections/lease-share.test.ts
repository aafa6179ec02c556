import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from '../../src/kernel.js';
import {
  createTestDatabase,
  insertCompany,
  insertPlan,
  insertWhatsapp,
  testDbClient,
  testEnv,
  type TestDatabase,
} from '../support/index.js';
import { childProcesses, until, type Child } from './lease-children.js';
import { CHILD_WAIT_MS } from '../support/until.js';

/**
 * Several kernel processes share the connections: each runs at most ceil(connections / live processes); a
 * newcomer gets its share handed over, a killed one's connections go to the survivors within the lease time,
 * and no connection ever runs on two processes at once.
 */
const LEASE_MS = 3000;
const HEARTBEAT_MS = 500;
const CONNECTIONS = 6;

let db: TestDatabase;
const procs = childProcesses({ leaseMs: LEASE_MS, heartbeatMs: HEARTBEAT_MS });
const startChild = (name: string) => procs.start(name, db.url);

/** the connections a child runs now, by the last lease event it reported for each */
const owned = (c: Child): number[] => {
  const last = new Map<number, boolean>();
  for (const l of c.lines) if (l.ev === 'lease') last.set(l.connectionId!, l.owned!);
  return [...last].filter(([, on]) => on).map(([id]) => id);
};
const counts = (cs: Child[]) => cs.map((c) => owned(c).length);
const spreadWithinOne = (cs: Child[]) => {
  const n = counts(cs);
  return n.reduce((a, b) => a + b, 0) === CONNECTIONS && Math.max(...n) - Math.min(...n) <= 1;
};

/** [start, end) of every time a child ran a connection; a killed child's runs end when it died */
function intervals(c: Child, diedAt?: number) {
  const out: Array<{ id: number; from: number; to: number; who: string }> = [];
  const open = new Map<number, number>();
  for (const l of c.lines) {
    if (l.ev !== 'lease') continue;
    if (l.owned) open.set(l.connectionId!, l.at);
    else if (open.has(l.connectionId!)) {
      out.push({ id: l.connectionId!, from: open.get(l.connectionId!)!, to: l.at, who: c.name });
      open.delete(l.connectionId!);
    }
  }
  for (const [id, from] of open) out.push({ id, from, to: diedAt ?? Date.now(), who: c.name });
  return out;
}

// the production topology (MariaDB); SQLite is one process by design
describe.skipIf(testDbClient() === 'sqlite')('connections shared across processes', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const setup = await createKernel({ env: testEnv(db.url) });
    await setup.migrate();
    const company = await insertCompany(setup.knex, 'Loja Share', await insertPlan(setup.knex, 'Completo'));
    for (let i = 1; i <= CONNECTIONS; i++)
      await insertWhatsapp(setup.knex, company.id, `Sim ${i}`, { status: 'CONNECTED' });
    await setup.stop();
  }, 60_000);

  afterAll(async () => {
    await procs.killAll();
    await db?.drop();
  });

  it(
    'spreads, rebalances for a newcomer, and moves a killed process’s share to the survivors',
    async () => {
      const a = startChild('share-a');
      const b = startChild('share-b');
      await until('A and B to split the connections', () => spreadWithinOne([a, b]), CHILD_WAIT_MS);
      expect(counts([a, b]).sort()).toEqual([3, 3]);

      const c = startChild('share-c');
      await until('C to boot', () => c.lines.some((l) => l.ev === 'ready'), CHILD_WAIT_MS);
      // A and B are alive and renewing: C's share can only come from their handing it over
      await until('the three to rebalance', () => spreadWithinOne([a, b, c]), CHILD_WAIT_MS);
      expect(counts([a, b, c])).toEqual([2, 2, 2]);

      const aHad = owned(a);
      a.proc.kill('SIGKILL');
      const killedAt = Date.now();
      await a.exited;
      await until('B and C to take A’s connections', () => spreadWithinOne([b, c]), CHILD_WAIT_MS);
      console.info(`A's share taken ${Date.now() - killedAt} ms after the kill (lease ${LEASE_MS} ms)`);
      expect(counts([b, c])).toEqual([3, 3]);
      expect([...owned(b), ...owned(c)]).toEqual(expect.arrayContaining(aHad));

      // never owned twice: no two runs of one connection overlap in time
      const runs = [...intervals(a, killedAt), ...intervals(b), ...intervals(c)];
      for (const r of runs)
        for (const o of runs)
          if (r !== o && r.id === o.id)
            expect(r.to <= o.from || o.to <= r.from, `${r.who}/${o.who} #${r.id}`).toBe(true);
    },
    2 * CHILD_WAIT_MS + 60_000,
  );
});
