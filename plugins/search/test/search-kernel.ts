import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import tags from '@balcao/plugin-tags';
import {
  insertContactRow,
  insertUser,
  login,
  startTenantKernel,
  type HttpClient,
  type TenantKernel,
} from '@balcao/core/testing';
import search from '../src/index.js';

/** company A's admin as `adminA`, company B's admin, and the kernel's knex */
export type SearchKernel = TenantKernel<'adminB'> & { knex: Knex; adminA: HttpClient };

/** A real kernel with contacts, tickets, tags and search, on the database TEST_DB picks. */
export async function startSearchKernel(): Promise<SearchKernel> {
  const k = await startTenantKernel({ plugins: [contacts, tickets, tags, search], as: ['admin', 'adminB'] });
  return { ...k, knex: k.t.kernel.knex, adminA: k.admin };
}

const now = () => new Date();

/** Rows straight in the database, as WhatsApp and the other plugins would have written them. */
export const insertContact = (knex: Knex, companyId: number, name: string, number: string) =>
  insertContactRow(knex, companyId, { name, number });

export async function insertQueue(knex: Knex, companyId: number, name: string, color: string) {
  const [id] = await knex('queues').insert({ companyId, name, color, createdAt: now(), updatedAt: now() });
  return Number(id);
}

export async function insertTicket(
  knex: Knex,
  companyId: number,
  contactId: number,
  fields: { queueId?: number | null; userId?: number | null; status?: string } = {},
) {
  const [id] = await knex('tickets').insert({
    companyId,
    contactId,
    uuid: randomUUID(),
    status: fields.status ?? 'open',
    queueId: fields.queueId ?? null,
    userId: fields.userId ?? null,
    lastMessage: '',
    createdAt: now(),
    updatedAt: now(),
  });
  return Number(id);
}

export async function insertMessage(knex: Knex, ticketId: number, body: string, fromMe = false) {
  const ticket = await knex('tickets').where({ id: ticketId }).first('companyId', 'contactId');
  const [id] = await knex('messages').insert({
    companyId: ticket.companyId,
    ticketId,
    contactId: ticket.contactId,
    wid: randomUUID(),
    body,
    fromMe,
    createdAt: now(),
    updatedAt: now(),
  });
  return Number(id);
}

/** a regular user of the company in the given queues, signed in */
export async function attendant(k: SearchKernel, companyId: number, queueIds: number[]) {
  const email = `att-${randomUUID().slice(0, 8)}@a.test`;
  const id = await insertUser(k.knex, companyId, { name: 'Atendente', email });
  for (const queueId of queueIds) await k.knex('userQueues').insert({ userId: id, queueId });
  return { id, http: await login(k.t, email) };
}

/** the marked parts of a snippet, as the client would show them */
export const marked = (s: { text: string; marks: Array<[number, number]> }) =>
  s.marks.map(([a, b]) => s.text.slice(a, b));
