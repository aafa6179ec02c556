import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import contacts from '@balcao/plugin-contacts';
import {
  CHILD_WAIT_MS,
  childKernels,
  HttpClient,
  insertWhatsapp,
  ownsConnection as owns,
  PASSWORD,
  readyUrl,
  seedTenants,
  simSent,
  testDbClient,
  until,
} from '@balcao/core/testing';
import { sharedDatabase } from '@balcao/core/testing/per-file';
import tickets from '../src/index.js';

/**
 * Spec §7 POST /messages under a crash: 100 agent replies are accepted by a kernel process that cannot reach
 * WhatsApp, the process is killed with SIGKILL, and a second process on the same MariaDB takes the connection
 * and sends every reply exactly once, each message row reaching ack >= 1. MariaDB only: SQLite is one process.
 */
const LEASE_MS = 3000;
/** the test's own timeout: two boots and B's sending (CHILD_WAIT_MS each), the lease, and 50 s of other waits */
const TEST_MS = 3 * CHILD_WAIT_MS + LEASE_MS + 60_000;
const { children, start } = childKernels(
  new URL('./crash/messages-child.ts', import.meta.url),
  new URL('../', import.meta.url),
  { CHANNEL_LEASE_MS: String(LEASE_MS) },
);

describe.skipIf(testDbClient() !== 'mysql')(
  'agent replies survive kill -9 of the kernel that took them',
  () => {
    let connectionId: number;
    let ticketId: number;
    let adminEmail: string;
    const shared = sharedDatabase({
      plugins: [contacts, tickets],
      children,
      fill: async (knex) => {
        const seed = await seedTenants(knex);
        adminEmail = seed.a.admin.email;
        connectionId = await insertWhatsapp(knex, seed.a.id, 'Sim', { status: 'CONNECTED' });
        const now = new Date();
        const [contactId] = await knex('contacts').insert({
          companyId: seed.a.id,
          uuid: randomUUID(),
          name: 'Cliente',
          number: '5511960000001',
          numberKey: '5511960000001',
          createdAt: now,
          updatedAt: now,
        });
        const [newTicket] = await knex('tickets').insert({
          companyId: seed.a.id,
          uuid: randomUUID(),
          contactId,
          whatsappId: connectionId,
          userId: seed.a.admin.id,
          status: 'open',
          openSlot: 1,
          createdAt: now,
          updatedAt: now,
        });
        ticketId = Number(newTicket);
      },
    });

    it(
      'sends each of 100 queued replies exactly once after the takeover, every row acked',
      async () => {
        const { db, watch } = shared;
        const env = { DATABASE_URL: db.url, CONNECTION_ID: String(connectionId) };
        const a = start('proc-a', { ...env, SIM_UNREACHABLE: '1' });
        const url = await readyUrl(a);
        await until('A to own the connection', () => owns(a, connectionId), 10_000);
        const b = start('proc-b', env);
        await readyUrl(b);

        const agent = new HttpClient(url);
        const login = await agent.post('/auth/login', { email: adminEmail, password: PASSWORD });
        expect(login.status).toBe(200);
        agent.withToken(login.body.token);
        const bodies = Array.from({ length: 100 }, (_, i) => `resposta ${i}`);
        for (let i = 0; i < bodies.length; i += 10) {
          const answers = await Promise.all(
            bodies.slice(i, i + 10).map((body) => agent.post(`/messages/${ticketId}`, { body })),
          );
          expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(200));
        }
        const rows: Array<{ id: number; wid: string; body: string }> = await watch('messages')
          .where({ ticket_id: ticketId, from_me: true })
          .select('id', 'wid', 'body');
        expect(rows).toHaveLength(100);
        const queued = await watch('outbox_messages')
          .where({ connection_id: connectionId, status: 'queued' })
          .count({ n: '*' });
        expect(Number(queued[0]!.n)).toBe(100);
        expect(simSent(a, connectionId)).toEqual([]);

        a.proc.kill('SIGKILL');
        await a.exited;
        await until('B to take the connection', () => owns(b, connectionId), LEASE_MS + 15_000);
        const wids = new Set(rows.map((r) => r.wid));
        await until(
          'every reply to reach the phone',
          () => new Set(simSent(b, connectionId).map((l) => l.waMessageId)).size >= 100,
          CHILD_WAIT_MS,
        );
        await new Promise((r) => setTimeout(r, 500));
        // exactly once: 100 sends, one per row, under the id the row was written with, with its own text
        const sent = simSent(b, connectionId);
        expect(sent).toHaveLength(100);
        expect(new Set(sent.map((l) => l.waMessageId))).toEqual(wids);
        const bodyOf = new Map(rows.map((r) => [r.wid, r.body]));
        expect(sent.every((l) => bodyOf.get(l.waMessageId!) === l.body)).toBe(true);
        await until(
          'every outbox row to be sent',
          async () => {
            const left = await watch('outbox_messages')
              .where({ connection_id: connectionId })
              .whereNotIn('status', ['sent', 'delivered', 'read'])
              .count({ n: '*' });
            return Number(left[0]!.n) === 0;
          },
          10_000,
        );
        await until(
          'every message row to be acked',
          async () => {
            const left = await watch('messages')
              .where({ ticket_id: ticketId, from_me: true })
              .where('ack', '<', 1)
              .count({ n: '*' });
            return Number(left[0]!.n) === 0;
          },
          10_000,
        );
      },
      TEST_MS,
    );
  },
);
