import type { HookEvents, PluginContext } from '@balcao/core';
// the SLA plugin declares its `sla.breached` hook; only its type is read here (it need not be installed)
import type {} from '@balcao/plugin-sla';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { WebhookFact } from '../delivery/record-event.js';
import type { WebhookEventName } from '../event-catalogue.js';
import { contactData, messageData, ticketData } from './event-data.js';

/** what the listeners hand their facts to, and ask before reading a ticket no subscription would hear of */
export interface FactSink {
  record(fact: WebhookFact): Promise<unknown>;
  hears(companyId: number, events: WebhookEventName[]): Promise<boolean>;
}

const moment = (t: { updatedAt?: Date | string }) => (t.updatedAt ? new Date(t.updatedAt).getTime() : 0);

/**
 * Where each catalogue event comes from: the product's hooks, heard here and nowhere else. Each fact gets a key
 * naming it (the message, the ticket and the moment of its change), so a hook told twice records it once.
 */
export function listenToEventSources(
  hooks: PluginContext['hooks'],
  tickets: Pick<TicketServices, 'peek'>,
  { record, hears }: FactSink,
) {
  const message = async ({ companyId, ticket, message: m }: HookEvents['message.sent']) => {
    await record({
      companyId,
      event: 'message.created',
      key: `message:${m.id}`,
      data: () => ({
        message: messageData(m),
        ticket: ticketData(ticket),
        contact: ticket.contact ? contactData(ticket.contact) : null,
      }),
    });
  };
  hooks.on('message.stored', message);
  hooks.on('message.sent', message);

  hooks.on('contact.created', async ({ companyId, contact }) => {
    await record({
      companyId,
      event: 'contact.created',
      key: `contact:${contact.id}`,
      data: () => ({ contact: contactData(contact) }),
    });
  });

  const ticketOf = async (companyId: number, ticketId: number) => {
    const ticket = await tickets.peek(companyId, ticketId);
    return ticket && { ticket: ticketData(ticket), at: moment(ticket) };
  };

  hooks.on('ticket.event', async ({ companyId, ticketId, type, data }) => {
    if (type === 'created')
      await record({
        companyId,
        event: 'ticket.created',
        key: `ticket:${ticketId}`,
        data: async () => {
          const now = await ticketOf(companyId, ticketId);
          return now && { ticket: now.ticket };
        },
      });
    if (type === 'rated' && (await hears(companyId, ['ticket.rated']))) {
      // the rating closed the ticket: its moment names this life's rating (a reopened ticket may be rated again)
      const now = await ticketOf(companyId, ticketId);
      if (now)
        await record({
          companyId,
          event: 'ticket.rated',
          key: `ticket:${ticketId}:rated:${now.at}`,
          data: () => ({ ticket: now.ticket, rate: Number(data?.rate) }),
        });
    }
  });

  hooks.on('ticket.changed', async ({ companyId, ticketId, status, queueId, userId, before }) => {
    // a change of where the ticket stands: its status, queue or attendant
    if (!before || (before.status === status && before.queueId === queueId && before.userId === userId))
      return;
    if (!(await hears(companyId, ['ticket.updated', 'ticket.closed']))) return;
    const now = await ticketOf(companyId, ticketId);
    if (!now) return;
    const change = `${before.status}:${before.queueId}:${before.userId}>${status}:${queueId}:${userId}`;
    const data = () => ({ ticket: { ...now.ticket, status, queueId, userId }, before });
    await record({ companyId, event: 'ticket.updated', key: `ticket:${ticketId}:${now.at}:${change}`, data });
    if (status === 'closed' && before.status !== 'closed')
      await record({ companyId, event: 'ticket.closed', key: `ticket:${ticketId}:closed:${now.at}`, data });
  });

  // one breach: the ticket, the target it missed and when that was due (a reopened ticket's next one differs)
  hooks.on('sla.breached', async ({ companyId, ticketId, target, dueAt, at, policyId }) => {
    if (!(await hears(companyId, ['sla.breached']))) return;
    const now = await ticketOf(companyId, ticketId);
    if (!now) return;
    await record({
      companyId,
      event: 'sla.breached',
      key: `sla:${ticketId}:${target}:${dueAt}`,
      data: () => ({ ticket: now.ticket, sla: { policyId, target, dueAt, breachedAt: at } }),
    });
  });
}
