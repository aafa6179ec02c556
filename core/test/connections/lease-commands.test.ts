import { describe, expect, it } from 'vitest';
import {
  HttpClient,
  insertLinkedCompany,
  PASSWORD,
  readyUrl,
  testDbClient,
  type CompanyFixture,
} from '../support/index.js';
import { sharedDatabase } from '../support/per-file.js';
import { sleep } from '../support/socket-client.js';
import { CHILD_WAIT_MS } from '../support/until.js';
import { childProcesses, until, type Child } from './lease-children.js';

/**
 * Two kernel processes on one MariaDB: A owns a linked sim connection, an admin drives its session through
 * B's HTTP API. B cannot take the lease, so it leaves the action on the lease row as a command and A, the
 * owner, runs it on its next heartbeat: a disconnect (DELETE) unlinks it, a retry (POST) opens it again. B
 * never runs the connection. MariaDB only: the cross-process path is what a multi-process deployment runs.
 */
const LEASE_MS = 5000;
const HEARTBEAT_MS = 1000;

let company: CompanyFixture;
let connectionId: number;
const procs = childProcesses({ leaseMs: LEASE_MS, heartbeatMs: HEARTBEAT_MS });
const shared = sharedDatabase({
  children: procs.children,
  setupMs: 2 * CHILD_WAIT_MS + 60_000,
  fill: async (knex) => {
    ({ company, connectionId } = await insertLinkedCompany(knex, 'Loja Comandos'));
  },
});
const startChild = (name: string) => procs.start(name, shared.db.url);

const leaseEvents = (c: Child) => c.lines.filter((l) => l.ev === 'lease' && l.connectionId === connectionId);
const statuses = (c: Child) => c.lines.filter((l) => l.ev === 'status' && l.connectionId === connectionId);
const owns = (c: Child) => leaseEvents(c).at(-1)?.owned === true;
/** the first status line of `c` saying `status` at or after `since` */
const statusSince = (c: Child, status: string, since: number) =>
  statuses(c).find((l) => l.status === status && l.at >= since);

describe.skipIf(testDbClient() !== 'mysql')('session commands across processes', () => {
  it(
    'runs a disconnect and a retry asked through B on A, the owner',
    async () => {
      const { watch } = shared;
      const lease = () =>
        watch('channel_leases').where({ connection_id: connectionId }).first('owner', 'command');
      const stored = async () =>
        (await watch('whatsapps').where({ id: connectionId }).first('status'))?.status as string | undefined;

      const a = startChild('proc-a');
      await until('A to own the connection', () => owns(a), CHILD_WAIT_MS);
      const aUrl = await readyUrl(a);
      await until('A to restore the session', () => statusSince(a, 'CONNECTED', 0), 10_000);

      const b = startChild('proc-b');
      const bUrl = await readyUrl(b);
      const admin = new HttpClient(bUrl);
      const auth = await admin.post('/auth/login', { email: company.admin.email, password: PASSWORD });
      expect(auth.status).toBe(200);
      admin.withToken(auth.body.token);
      expect((await lease())?.owner).toBe('proc-a');

      // disconnect through B: B cannot take A's live lease, so A runs it
      const offAt = Date.now();
      const off = await admin.delete(`/whatsappsession/${connectionId}`);
      expect(off.status).toBe(200);
      await until('A to disconnect the session', () => statusSince(a, 'DISCONNECTED', offAt), 30_000);
      await until(
        'the DISCONNECTED status to be stored',
        async () => (await stored()) === 'DISCONNECTED',
        5000,
      );
      expect(await lease()).toEqual({ owner: 'proc-a', command: null });
      expect((await admin.get(`/whatsapp/${connectionId}`)).body.status).toBe('DISCONNECTED');
      // a logged-out session stays down: later heartbeats neither restart nor re-link it
      await sleep(2 * HEARTBEAT_MS);
      expect(statuses(a).at(-1)?.status).toBe('DISCONNECTED');
      expect(await stored()).toBe('DISCONNECTED');

      // retry through B: A opens the session again; the logout unlinked it, so it asks for a QR
      const retryAt = Date.now();
      const retry = await admin.post(`/whatsappsession/${connectionId}`);
      expect(retry.status).toBe(200);
      const qr = await until('A to open the session again', () => statusSince(a, 'qrcode', retryAt), 30_000);
      await until('the QR to be stored', async () => (await stored()) === 'qrcode', 5000);
      expect(await lease()).toEqual({ owner: 'proc-a', command: null });

      // the phone scans the QR on A's simulator: A has the session linked again
      const scanned = await new HttpClient(aUrl).post(`/sim/connections/${connectionId}/scan`, {});
      expect(scanned.status).toBe(200);
      await until('A to link the session', () => statusSince(a, 'CONNECTED', qr.at), 5000);
      await until('the CONNECTED status to be stored', async () => (await stored()) === 'CONNECTED', 5000);

      // B never ran the connection: no lease, no status, no socket on its simulator
      expect(leaseEvents(b)).toEqual([]);
      expect(statuses(b)).toEqual([]);
      const bSim = await new HttpClient(bUrl).get<Array<{ connectionId: string }>>('/sim/connections');
      expect(bSim.body.map((s) => s.connectionId)).not.toContain(String(connectionId));
      expect(leaseEvents(a).filter((l) => !l.owned)).toEqual([]);
      expect((await lease())?.owner).toBe('proc-a');
    },
    2 * CHILD_WAIT_MS + 60_000,
  );
});
