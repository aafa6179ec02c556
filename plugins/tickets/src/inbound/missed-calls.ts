import type { EventOf, StepAnswer, StepContext } from '@balcao/core';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import type { TicketDeps } from '../services/ticket-deps.js';

/** Whaticket's answer to a call while the company does not take calls (setting `call` = 'disabled'). */
export const callsDisabledMessage =
  '*Mensagem Automática:*\n\nAs chamadas de voz e vídeo estão desabilitadas para esse WhatsApp, favor enviar uma mensagem de texto. Obrigado';

/**
 * After the ticket step stored a missed call (a call_log message): when the company does not take calls, the
 * contact is told to write instead, once per call (the idempotency key is the call's id), and no bot answers the
 * call itself. With calls accepted, the call stays in the conversation as a missed-call message and nothing is sent.
 */
export async function answerMissedCall(
  deps: TicketDeps,
  event: EventOf<'message'>,
  { state: { turn } }: StepContext,
): Promise<StepAnswer> {
  if (event.payload.type !== 'call_log' || !turn) return 'continue';
  if ((await deps.settings.get(event.companyId, 'call')) !== 'disabled') return 'handled';
  const { ticket } = turn;
  await sendTicketMessage(deps, event.companyId, ticket.id, {
    body: callsDisabledMessage,
    idempotencyKey: `call-answer:${event.connectionId}:${event.payload.waMessageId}`,
  });
  return 'handled';
}
