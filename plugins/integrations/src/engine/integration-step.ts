import type { InboxEvent, StepAnswer, StepContext } from '@balcao/core';
import { mayDrive, type DrivenTicket, type EngineDeps } from './engine-deps.js';
import { drive } from './drive.js';

type MessageEvent = Extract<InboxEvent, { kind: 'message' }>;

/**
 * `integrations.run` (position `integration`, order 0): a waiting ticket whose queue has an integration, or which
 * an integration already drives, gets that integration's answer, and the later steps keep out ('handled'). A
 * runner that fails (the remote bot down) is logged and the normal queue flow answers instead ('continue').
 */
export async function integrationStep(
  deps: EngineDeps,
  event: MessageEvent,
  { state, log }: StepContext,
): Promise<StepAnswer> {
  const ticket = state.ticket as DrivenTicket | undefined;
  if (!mayDrive(ticket)) return 'continue';
  const integrationId = await drivingIntegration(deps, event.companyId, ticket);
  if (!integrationId) return 'continue';
  const contact = state.contact as { id: number; name: string; number: string } | undefined;
  const message = state.message as { mediaType?: string; mediaUrl?: string | null } | undefined;
  try {
    const drove = await drive(deps, {
      companyId: event.companyId,
      ticket,
      integrationId,
      contact: {
        id: Number(contact?.id ?? ticket.contactId),
        name: contact?.name ?? '',
        number: contact?.number ?? '',
      },
      message: {
        id: String(event.id),
        body: event.payload.body ?? '',
        ...(message?.mediaType && message.mediaType !== 'chat' ? { mediaType: message.mediaType } : {}),
        ...(message?.mediaUrl ? { mediaUrl: message.mediaUrl } : {}),
        timestamp: new Date(event.payload.sentAt).getTime(),
      },
    });
    return drove ? 'handled' : 'continue';
  } catch (err) {
    log.error({ err, ticketId: ticket.id, integrationId }, 'integration failed; the queue flow answers');
    return 'continue';
  }
}

/** The integration already driving the ticket, else its queue's. */
export async function drivingIntegration(
  deps: EngineDeps,
  companyId: number,
  ticket: DrivenTicket,
): Promise<number | null> {
  if (ticket.useIntegration && ticket.integrationId) return ticket.integrationId;
  if (!ticket.queueId) return null;
  const queue = await deps.db
    .tenant(companyId)('queues')
    .where({ id: ticket.queueId })
    .first('integrationId');
  return queue?.integrationId ? Number(queue.integrationId) : null;
}
