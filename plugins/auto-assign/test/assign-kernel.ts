import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import contacts from '@balcao/plugin-contacts';
import tickets, { type TicketServices } from '@balcao/plugin-tickets';
import queues from '@balcao/plugin-queues';
import { PASSWORD, insertWhatsapp, startTenantKernel, type TenantKernel, nextIn } from '@balcao/core/testing';
import { autoAssignPlugin, type AutoAssignServices } from '../src/index.js';

/** A kernel with contacts, tickets, queues and auto-assign whose clock tests move (`clock.now`). */
export type AssignKernel = TenantKernel<'admin'> & {
  tickets: TicketServices;
  assign: AutoAssignServices;
  whatsappId: number;
  clock: { now: Date };
};

// Monday 2026-11-23 10:00 in São Paulo (UTC-3): inside Whaticket's default hours
export const MONDAY_10 = new Date('2026-11-23T13:00:00Z');
export const MONDAY_20 = new Date('2026-11-23T23:00:00Z');

export async function startAssignKernel(): Promise<AssignKernel> {
  const clock = { now: MONDAY_10 };
  const k = await startTenantKernel({
    plugins: [contacts, tickets, queues, autoAssignPlugin({ now: () => clock.now })],
    as: ['admin'],
    plan: { queues: 100 },
  });
  return {
    ...k,
    tickets: k.services<TicketServices>('tickets'),
    assign: k.services<AutoAssignServices>('auto-assign'),
    whatsappId: await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'Principal'),
    clock,
  };
}

/** attendants of company A linked to the queue, online unless said otherwise */
export async function attendants(
  k: AssignKernel,
  queueId: number,
  n: number,
  online = true,
): Promise<number[]> {
  const ids: number[] = [];
  const now = new Date();
  for (let i = 0; i < n; i++) {
    const u = nextIn(k, 'users');
    const [id] = await k.t.kernel.knex('users').insert({
      companyId: k.seed.a.id,
      name: `Atendente ${u}`,
      email: `atendente${u}@a.test`,
      passwordHash: 'x',
      profile: 'user',
      online,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(Number(id));
  }
  await k.t.kernel.knex('userQueues').insert(ids.map((userId) => ({ userId, queueId })));
  return ids;
}

export const password = PASSWORD;

/**
 * `n` contacts write in and their tickets join the queue, one after the other, through the tickets plugin's own
 * services (openTicket then change: what the queue menu does), so each arrival fires the real hooks.
 */
export async function arrive(k: AssignKernel, queueId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (const contactId of await newContacts(k, n)) {
    const { ticket } = await k.tickets.openTicket(k.seed.a.id, { contactId, whatsappId: k.whatsappId });
    await k.tickets.change(k.seed.a.id, ticket.id, { queueId });
    ids.push(ticket.id);
  }
  return ids;
}

/**
 * `n` tickets already waiting in the queue, written in bulk (an arrival through the services costs ~50 ms on
 * SQLite, too slow for hundreds in a test); the caller then offers them (`assign.offer`, what the hooks call).
 */
export async function waiting(k: AssignKernel, queueId: number, n: number): Promise<number[]> {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const rows = (await newContacts(k, n)).map((contactId) => ({
    companyId: k.seed.a.id,
    uuid: randomUUID(),
    contactId,
    whatsappId: k.whatsappId,
    queueId,
    status: 'pending',
    openSlot: 1,
    isGroup: false,
    unreadMessages: 0,
    lastMessage: '',
    createdAt: now,
    updatedAt: now,
  }));
  return insertInBatches(knex, 'tickets', rows);
}

async function newContacts(k: AssignKernel, n: number): Promise<number[]> {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const rows = Array.from({ length: n }, () => {
    const number = `55${Math.floor(1e10 + Math.random() * 9e10)}`;
    return {
      companyId: k.seed.a.id,
      uuid: randomUUID(),
      name: number,
      number,
      numberKey: number,
      createdAt: now,
      updatedAt: now,
    };
  });
  return insertInBatches(knex, 'contacts', rows);
}

/** Inserts `rows` 100 at a time and answers their ids in the order given (each row has a uuid of its own). */
async function insertInBatches(knex: Knex, table: string, rows: Array<{ uuid: string }>): Promise<number[]> {
  for (let i = 0; i < rows.length; i += 100) await knex(table).insert(rows.slice(i, i + 100));
  const found = await knex(table)
    .whereIn(
      'uuid',
      rows.map((r) => r.uuid),
    )
    .orderBy('id')
    .select('id');
  return found.map((r: { id: number }) => Number(r.id));
}

/** open tickets per attendant */
export async function openOf(k: AssignKernel, userIds: number[]): Promise<number[]> {
  const rows = await k.t.kernel
    .knex('tickets')
    .where({ status: 'open' })
    .whereIn('userId', userIds)
    .groupBy('userId')
    .select('userId')
    .count({ n: '*' });
  const of = new Map(rows.map((r: Record<string, unknown>) => [Number(r.userId), Number(r.n)]));
  return userIds.map((id) => of.get(id) ?? 0);
}

export async function statusOf(k: AssignKernel, ids: number[]) {
  return k.t.kernel.knex('tickets').whereIn('id', ids).orderBy('id').select('id', 'status', 'userId');
}
