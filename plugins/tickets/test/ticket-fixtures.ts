import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '@balcao/core';
import { login, PASSWORD, type HttpClient } from '@balcao/core/testing';
import type { TicketsKernel } from './tickets-kernel.js';

/** Rows straight in the database, so a route's test never depends on another route to set up. */
export async function insertContact(knex: Knex, companyId: number, name: string, number: string) {
  const now = new Date();
  const [id] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    name,
    number,
    numberKey: number,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

export async function insertTicket(
  knex: Knex,
  fields: { companyId: number; contactId: number; whatsappId: number } & Record<string, unknown>,
) {
  const now = new Date();
  const status = (fields.status as string | undefined) ?? 'pending';
  const [id] = await knex('tickets').insert({
    uuid: randomUUID(),
    status,
    openSlot: status === 'closed' ? null : 1,
    unreadMessages: 0,
    lastMessage: '',
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return Number(id);
}

export async function insertQueue(knex: Knex, companyId: number, name: string, color: string) {
  const now = new Date();
  const [id] = await knex('queues').insert({ companyId, name, color, createdAt: now, updatedAt: now });
  return Number(id);
}

/** a regular user of the company in the given queues, logged in */
export async function attendantIn(
  k: TicketsKernel,
  companyId: number,
  name: string,
  queueIds: number[],
  fields: Record<string, unknown> = {},
): Promise<{ id: number; http: HttpClient }> {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomUUID().slice(0, 6)}@a.test`;
  const [id] = await knex('users').insert({
    companyId,
    name,
    email,
    passwordHash: await hashPassword(PASSWORD),
    profile: 'user',
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  for (const queueId of queueIds) await knex('userQueues').insert({ userId: Number(id), queueId });
  return { id: Number(id), http: await login(k.t, email) };
}

export async function setSetting(k: TicketsKernel, companyId: number, key: string, value: string) {
  await k.t.kernel.settings.set(companyId, key, value);
}

/** the text bodies WhatsApp received on the connection for one number */
export const sentTo = (k: TicketsKernel, number: string) =>
  k.sim
    .sent(String(k.connectionId))
    .filter((r) => r.chatId.startsWith(number))
    .map((r) => (r.message.type === 'text' ? r.message.body : ''));

export const trackingOf = (knex: Knex, ticketId: number) =>
  knex('ticketTraking').where({ ticketId }).orderBy('id');
