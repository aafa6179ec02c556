import type { PluginContext } from '@balcao/core';
import type { SlaServices } from '../services/sla-services.js';

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
    else await sla.track.contactMessage(e.companyId, e.ticket.id);
  });
}
