import { z } from 'zod';
import { notApplicable, type TicketServices } from '@balcao/plugin-tickets';
import type { AssignDeps } from './services/assign-deps.js';
import { assignTicket, lockedCapacity } from './services/assign-next.js';

/**
 * `ticket.autoAssign`: hands the ticket to the attendant auto-assignment would choose in the ticket's queue (the
 * fewest open tickets under the queue's capacity, the longest waiting turn), as its own assignments are made and
 * recorded. Asked for explicitly (a rule, a macro), so it applies whether or not the queue assigns on its own;
 * opening hours are the rule's to test. Does not apply (ERR_TICKET_ACTION_NOT_APPLICABLE, reason) to a closed
 * ticket, one without a queue, or when no online attendant of the queue has room.
 */
export function registerAutoAssignAction(tickets: TicketServices, deps: AssignDeps): void {
  tickets.actions.register({
    kind: 'ticket.autoAssign',
    labels: {
      pt: 'Atribuir pela distribuição automática',
      en: 'Assign by auto-assignment',
      es: 'Asignar por asignación automática',
    },
    params: z.object({}).strict(),
    fields: [],
    async prepare(target) {
      const ticket = await tickets.peek(target.companyId, target.ticketId);
      if (!ticket || ticket.status === 'closed') throw notApplicable('ticket-closed');
      if (!ticket.queueId) throw notApplicable('no-queue');
      return { queueId: Number(ticket.queueId) };
    },
    async apply(target, _params, trx, { queueId }) {
      const { companyId, ticketId } = target;
      const capacity = (await lockedCapacity(deps, trx, companyId, queueId, true))!;
      const current = await tickets.peek(companyId, ticketId, trx);
      const ticket = { id: ticketId, whatsappId: current?.whatsappId ? Number(current.whatsappId) : null };
      const done = await assignTicket(deps, trx, companyId, queueId, ticket, capacity);
      if (!done) throw notApplicable('nobody-available');
      return {
        kind: 'ticket.autoAssign',
        ok: true,
        detail: { userId: done.userId, queueId, reason: done.reason },
      };
    },
  });
}
