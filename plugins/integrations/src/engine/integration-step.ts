import type { EventOf, PipelineState, StepAnswer, StepContext } from '@balcao/core';
import { queueBotFields } from '@balcao/plugin-queues';
import { Message, type ConversationTurn } from '@balcao/plugin-tickets';
import type { DrivenTicket, EngineDeps } from './engine-deps.js';
import { drive } from './drive.js';

/**
 * `integrations.run`, a bot in tickets' registry: a waiting ticket whose queue has an integration, or which
 * an integration already drives, gets that integration's answer, and the later steps keep out ('handled'). A
 * runner that fails (the remote bot down) is logged and the normal queue flow answers instead ('continue').
 */
export async function integrationStep(
  deps: EngineDeps,
  event: EventOf<'message'>,
  { ticket, contact, message }: ConversationTurn,
  { log, state }: StepContext,
): Promise<StepAnswer> {
  const integrationId = await drivingIntegration(deps, event.companyId, ticket, state);
  if (!integrationId) return 'continue';
  try {
    const drove = await drive(deps, {
      companyId: event.companyId,
      ticket,
      integrationId,
      contact: {
        id: contact.id,
        name: contact.name ?? '',
        number: contact.number ?? '',
      },
      message: {
        id: String(event.id),
        body: event.payload.body ?? '',
        ...(message.mediaType && message.mediaType !== 'chat' ? { mediaType: message.mediaType } : {}),
        // the signed link the wire shows (the stored row has only the media's id)
        ...(message.mediaId ? { mediaUrl: Message.mediaLink(event.companyId, message.mediaId) } : {}),
        timestamp: new Date(event.payload.sentAt).getTime(),
      },
    });
    return drove ? 'handled' : 'continue';
  } catch (err) {
    log.error({ err, ticketId: ticket.id, integrationId }, 'integration failed; the queue flow answers');
    return 'continue';
  }
}

/** The integration already driving the ticket, else its queue's (read once per turn when given the turn's state). */
export async function drivingIntegration(
  deps: EngineDeps,
  companyId: number,
  ticket: DrivenTicket,
  state?: PipelineState,
): Promise<number | null> {
  if (ticket.useIntegration && ticket.integrationId) return ticket.integrationId;
  if (!ticket.queueId) return null;
  const queue = await queueBotFields(deps, state, companyId, ticket.queueId);
  return queue?.integrationId || null;
}
