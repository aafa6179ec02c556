import contacts from '@balcao/plugin-contacts';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import timeline from '@balcao/plugin-timeline';
import { openTicketOn, startConnectedTenantKernel, type ConnectedTenantKernel } from '@balcao/core/testing';
import { macrosPlugin } from '../src/index.js';

/** company A's admin, supervisor and attendant, company B's admin; a linked sim connection in each company */
export type MacrosKernel = ConnectedTenantKernel<'admin' | 'supervisor' | 'attendant' | 'adminB'>;

/** A real kernel with the plugins whose actions a macro uses (tickets, tags), the timeline and macros. */
export async function startMacrosKernel(): Promise<MacrosKernel> {
  return startConnectedTenantKernel({
    plugins: [contacts, tickets, tags, timeline, macrosPlugin()],
    as: ['admin', 'supervisor', 'attendant', 'adminB'],
  });
}

/** a contact and its open ticket, on the company's connection unless `whatsappId` says otherwise */
export const newTicket = openTicketOn;

/** what a ticket has after a macro: its columns, tags, notes, sent messages and timeline, straight from the tables */
export async function effectsOn(k: MacrosKernel, ticketId: number) {
  const knex = k.t.kernel.knex;
  const ticket = await knex('tickets').where({ id: ticketId }).first('status', 'queueId', 'userId');
  const tagIds = (await knex('ticketTags').where({ ticketId }).select('tagId')).map((r) => Number(r.tagId));
  const notes = await knex('ticketNotes').where({ ticketId }).select('note', 'userId');
  const sent = (await knex('messages').where({ ticketId, fromMe: true }).orderBy('id').select('body')).map(
    (r) => String(r.body),
  );
  const events = (await knex('ticketEvents').where({ ticketId }).orderBy('id').select('type')).map((r) =>
    String(r.type),
  );
  return {
    ticket: { status: ticket.status, queueId: ticket.queueId, userId: ticket.userId },
    tagIds,
    notes: notes.map((n) => ({ note: String(n.note), userId: Number(n.userId) })),
    sent,
    events,
  };
}
