import type { Knex } from 'knex';
import type { TicketsKernel } from './tickets-kernel.js';

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
