import type { HookEvents } from '@balcao/core';
import { whyNoBot } from '@balcao/plugin-tickets';
import type { EngineDeps } from './engine-deps.js';
import { drive } from './drive.js';
import { drivingIntegration } from './integration-step.js';
import { tenant } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';

/**
 * `ticket.queue-joined` (plugins/queues): the queue menu puts the ticket in a queue after the integration step
 * has passed (it had no queue then), so the integration takes over here rather than at the contact's next
 * message. A typebot greets (an empty first turn); n8n, webhook and dialogflow answer messages, so they get the
 * message that joined the queue (on a connection with one queue, the contact's first words, which would
 * otherwise reach nobody). Failures are logged; the contact's next message tries again through the step.
 */
export async function greetOnJoin(deps: EngineDeps, e: HookEvents['ticket.queue-joined']): Promise<void> {
  const ticket = await deps.tickets.load(e.companyId, e.ticketId);
  // the bots' shared rule (tickets' registry), asked here because this turn starts outside the pipeline
  if (whyNoBot(ticket) || ticket.queueId !== e.queueId) return;
  const integrationId = await drivingIntegration(deps, e.companyId, ticket);
  if (!integrationId) return;
  const row = await tenant(e.companyId)(QueueIntegration).findById(integrationId);
  if (!row) return;
  const greets = row.type === 'typebot';
  if (!greets && !e.message.body.trim()) return;
  try {
    await drive(deps, {
      companyId: e.companyId,
      ticket,
      integrationId,
      contact: {
        id: ticket.contactId,
        name: ticket.contact?.name ?? '',
        number: ticket.contact?.number ?? '',
      },
      message: greets
        ? { id: String(e.eventId), body: '', timestamp: deps.now().getTime() }
        : { id: String(e.eventId), body: e.message.body, timestamp: e.message.sentAt },
    });
  } catch (err) {
    deps.log.error({ err, ticketId: e.ticketId, integrationId }, 'integration failed on joining its queue');
  }
}
