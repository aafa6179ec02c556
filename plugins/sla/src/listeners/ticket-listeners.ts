import type { PluginContext } from '@balcao/core';
import type { SlaServices } from '../services/sla-services.js';
import type { TicketSlaWire } from '../services/ticket-sla-wire.js';

/**
 * The ticket facts an SLA follows: a ticket created or moved (queue, connection) and a tag added or removed
 * choose its policy again; an answer meets the response targets; the contact writing starts the next-response
 * clock; closing resolves. Listeners run after the commits that told them.
 */
export function listenToTickets(hooks: PluginContext['hooks'], sla: SlaServices) {
  hooks.on('ticket.changed', async (e) => {
    const moved = !e.before || e.before.queueId !== e.queueId;
    if (e.status !== 'closed' && moved) await sla.track.applyPolicy(e.companyId, e.ticketId);
    if (!e.before || e.before.status !== e.status) await sla.track.status(e.companyId, e.ticketId, e.status);
    if (!e.before || e.before.queueId !== e.queueId || e.before.userId !== e.userId)
      await sla.track.owners(e.companyId, e.ticketId, { queueId: e.queueId, userId: e.userId });
  });
  hooks.on('ticket.event', async (e) => {
    if (e.type === 'tag-added' || e.type === 'tag-removed')
      await sla.track.applyPolicy(e.companyId, e.ticketId);
  });
  hooks.on('message.sent', async (e) => {
    // a bot's answer (no user) is not the team's response
    if (e.message.userId) await sla.track.response(e.companyId, e.ticket.id);
  });
  hooks.on('message.stored', async (e) => {
    if (e.ticket.isGroup) return;
    // a ticket the inbound pipeline opens is announced to the sockets, not as `ticket.changed`
    if (e.ticketCreated) await sla.track.applyPolicy(e.companyId, e.ticket.id);
    if (e.message.fromMe) await sla.track.response(e.companyId, e.ticket.id);
    // a ticket this message opened awaits its first response, whose clock started with it
    else if (!e.ticketCreated && !waitsAlready(e.ticket))
      await sla.track.contactMessage(e.companyId, e.ticket.id);
  });
}

/**
 * What the stored message's ticket tells already (its SLA, read by the enricher once the message was stored): the
 * contact's message starts no clock when the ticket has no SLA row, is resolved, still awaits its first response or
 * awaits the next one. Most of a conversation's messages are such, and cost the SLA no query; otherwise (and
 * when the ticket came without its SLA) the row decides.
 */
function waitsAlready(ticket: object): boolean {
  const sla = (ticket as { sla?: TicketSlaWire | null }).sla;
  if (sla === undefined) return false;
  if (sla === null) return true;
  return sla.resolution.metAt !== null || sla.firstResponse.metAt === null || sla.nextResponse.dueAt !== null;
}
