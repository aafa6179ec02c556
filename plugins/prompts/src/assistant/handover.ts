import type { Knex } from 'knex';
import type { Ticket } from '@balcao/plugin-tickets';
import type { AssistantDeps, MessageEvent } from './assistant-deps.js';

/** The record that a prompt handed this ticket to its queue: from then on no prompt answers it. */
export async function handoverOf(deps: AssistantDeps, companyId: number, ticketId: number) {
  return (await deps.db.tenant(companyId)('prompt_handovers').where({ ticketId }).first('inboxEventId')) as
    { inboxEventId: number } | undefined;
}

/**
 * The contract's hand-over (shared/contracts: a bot that hands over): the prompt's queue, no bot columns, tracked
 * as queued, and remembered, in the transaction of the last answer.
 */
export async function handOver(
  deps: AssistantDeps,
  trx: Knex.Transaction,
  event: MessageEvent,
  ticket: Ticket,
  prompt: { id: number; queueId: number | null },
) {
  const { companyId } = event;
  await deps.tickets.change(
    companyId,
    ticket.id,
    { queueId: prompt.queueId, promptId: null, useIntegration: false, integrationId: null, chatbot: false },
    trx,
  );
  if (prompt.queueId)
    await deps.tickets.track(companyId, ticket, { queueId: prompt.queueId, queuedAt: new Date() }, trx);
  const now = new Date();
  await deps.db.tenant(companyId, trx)('prompt_handovers').insert({
    companyId,
    ticketId: ticket.id,
    promptId: prompt.id,
    inboxEventId: event.id,
    createdAt: now,
    updatedAt: now,
  });
}
