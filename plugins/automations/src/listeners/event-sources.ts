import type { PluginContext } from '@balcao/core';
import type {} from '@balcao/plugin-sla';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { AutomationServices } from '../services/automation-services.js';

const ms = (v: unknown) => new Date(v as string | number | Date).getTime();

/**
 * Where each event comes from, and the key that names its fact (one run per rule and key):
 * - ticket.created: `ticket.event` type `created` (POST /tickets and a ticket the inbound pipeline opens);
 *   `ticket:<id>`.
 * - message.received: `message.stored` of a contact's message (not typed on the phone, not a group's);
 *   `message:<id>`: a replayed inbox event stores nothing and tells nothing, the key holds anyway.
 * - ticket.updated: `ticket.changed` with a `before` (status, queue or attendant changed); the ticket, its
 *   `updatedAt` and the change.
 * - sla.breached: plugins/sla's hook; the ticket, the target and its `dueAt` (a next-response target can be
 *   breached again in a later wait).
 * ticket.idle comes from the sweep job (idle-sweep.ts).
 */
export function listenToFacts(
  hooks: PluginContext['hooks'],
  tickets: Pick<TicketServices, 'peek'>,
  engine: AutomationServices,
) {
  hooks.on('ticket.event', async (e) => {
    if (e.type !== 'created') return;
    await engine.run({
      companyId: e.companyId,
      event: 'ticket.created',
      ticketId: e.ticketId,
      key: `ticket:${e.ticketId}`,
    });
  });
  hooks.on('message.stored', async ({ companyId, ticket, message }) => {
    if (message.fromMe || ticket.isGroup) return;
    await engine.run({
      companyId,
      event: 'message.received',
      ticketId: ticket.id,
      key: `message:${message.id}`,
      text: String(message.body ?? ''),
    });
  });
  hooks.on('ticket.changed', async ({ companyId, ticketId, status, queueId, userId, before, updatedAt }) => {
    if (!before) return;
    // told by the change itself: nothing to read again
    const at = updatedAt ?? (await tickets.peek(companyId, ticketId))?.updatedAt;
    if (!at) return;
    const change = `${before.status}/${before.queueId}/${before.userId}>${status}/${queueId}/${userId}`;
    await engine.run({
      companyId,
      event: 'ticket.updated',
      ticketId,
      key: `changed:${ticketId}:${ms(at)}:${change}`,
    });
  });
  hooks.on('sla.breached', async ({ companyId, ticketId, target, dueAt }) => {
    await engine.run({
      companyId,
      event: 'sla.breached',
      ticketId,
      key: `sla:${ticketId}:${target}:${dueAt}`,
    });
  });
}
