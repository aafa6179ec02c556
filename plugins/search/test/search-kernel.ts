import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import tags from '@balcao/plugin-tags';
import { startTenantKernel, type HttpClient, type TenantKernel } from '@balcao/core/testing';
import search from '../src/index.js';

/** company A's admin as `adminA`, company B's admin, and the kernel's knex */
export type SearchKernel = TenantKernel<'adminB'> & { knex: Knex; adminA: HttpClient };

/** A real kernel with contacts, tickets, tags and search, on the database TEST_DB picks. */
export async function startSearchKernel(): Promise<SearchKernel> {
  const k = await startTenantKernel({ plugins: [contacts, tickets, tags, search], as: ['admin', 'adminB'] });
  return { ...k, knex: k.t.kernel.knex, adminA: k.admin };
}

const now = () => new Date();

/** A message row, as WhatsApp would have written it. */
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

/** the marked parts of a snippet, as the client would show them */
export const marked = (s: { text: string; marks: Array<[number, number]> }) =>
  s.marks.map(([a, b]) => s.text.slice(a, b));
