import type { HookEvents } from '@balcao/core';
import { mayDrive, type DrivenTicket, type EngineDeps } from './engine-deps.js';
import { drive } from './drive.js';
import { drivingIntegration } from './integration-step.js';
import { scoped } from '@balcao/core';
import { QueueIntegration } from '../integration-model.js';

/**
 * `ticket.queue-joined` (plugins/queues): a typebot greets as soon as its queue is chosen, rather than waiting for
 * the contact's next message. Other integration types answer messages only. Failures are logged; the contact's
 * next message tries again through the step.
 */
export async function greetOnJoin(deps: EngineDeps, e: HookEvents['ticket.queue-joined']): Promise<void> {
  const ticket = (await deps.tickets.load(e.companyId, e.ticketId)) as unknown as DrivenTicket & {
    contact?: { id: number; name: string; number: string };
  };
  if (!mayDrive(ticket) || ticket.queueId !== e.queueId) return;
  const integrationId = await drivingIntegration(deps, e.companyId, ticket);
  if (!integrationId) return;
  const row = await scoped(QueueIntegration, e.companyId).findById(integrationId);
  if (row?.type !== 'typebot') return;
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
      message: { id: String(e.eventId), body: '', timestamp: deps.now().getTime() },
    });
  } catch (err) {
    deps.log.error({ err, ticketId: e.ticketId, integrationId }, 'typebot greeting failed');
  }
}
