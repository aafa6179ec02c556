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
 * as queued, and remembered, in the transaction of the last answer. `toQueue` false lets go of the ticket where a
 * command left it (transferred, assigned, closed, or an `end`).
 */
export async function handOver(
  deps: AssistantDeps,
  trx: Knex.Transaction,
  event: MessageEvent,
  ticket: Ticket,
  prompt: { id: number; queueId: number | null },
  toQueue = true,
) {
  const { companyId } = event;
  const queue = toQueue ? { queueId: prompt.queueId } : {};
  await deps.tickets.change(
    companyId,
    ticket.id,
    { ...queue, promptId: null, useIntegration: false, integrationId: null, chatbot: false },
    trx,
    { contact: ticket.contact },
  );
  if (toQueue && prompt.queueId)
    await deps.tickets.track(companyId, ticket, { queueId: prompt.queueId, queuedAt: new Date() }, trx);
  const handovers = deps.db.tenant(companyId, trx);
  // a command after the transfer phrase lets go again: the first record stays
  if (await handovers('prompt_handovers').where({ ticketId: ticket.id }).first('id')) return;
  const now = new Date();
  await handovers('prompt_handovers').insert({
    companyId,
    ticketId: ticket.id,
    promptId: prompt.id,
    inboxEventId: event.id,
    createdAt: now,
    updatedAt: now,
  });
}
