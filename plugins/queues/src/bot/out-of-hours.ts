import type { StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn } from '@balcao/plugin-tickets';
import { closedSince, DEFAULT_TIME_ZONE } from '../opening-hours.js';
import { replyKey, type BotDeps, type MessageEvent } from './bot-deps.js';
import { replayAnswer } from './bot-replies.js';

const step = 'out-of-hours';

/**
 * The `out-of-hours` step: with `scheduleType` 'company' (the company's hours, the connection's
 * outOfHoursMessage) or 'queue' (once the ticket has a queue: its hours and its outOfHoursMessage, as Whaticket
 * only when that message is set), a message outside the hours stops the bot. The message goes at most once per
 * ticket per closed period: the notice row and the send commit together, and later messages of the period find
 * the row. An event replayed after a crash finds its own row and sends under the same key, so nothing twice.
 */
export async function outOfHoursStep(
  deps: BotDeps,
  event: MessageEvent,
  { ticket }: ConversationTurn,
  { state }: StepContext,
): Promise<StepAnswer> {
  const replay = await replayAnswer(deps, event, step, state);
  if (replay) return replay;
  const companyId = event.companyId;
  const scheduleType = await deps.settings.get(companyId, 'scheduleType');
  let hours;
  let message: string;
  if (scheduleType === 'company') {
    hours = await deps.queues.companySchedules(companyId);
    const connection = await deps.db
      .tenant(companyId)('whatsapps')
      .where({ id: event.connectionId })
      .first('outOfHoursMessage');
    message = String(connection?.outOfHoursMessage ?? '').trim();
  } else if (scheduleType === 'queue' && ticket.queueId) {
    const queue = await deps.queues.findQueue(companyId, ticket.queueId);
    message = String(queue.outOfHoursMessage ?? '').trim();
    if (!message) return 'continue';
    hours = await deps.queues.queueSchedules(companyId, ticket.queueId);
  } else return 'continue';

  const since = closedSince(hours, deps.now(), DEFAULT_TIME_ZONE);
  if (!since) return 'continue';
  await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    const now = deps.now();
    await table('outOfHoursNotices')
      .insert({
        companyId,
        ticketId: ticket.id,
        periodStart: since.getTime(),
        inboxEventId: event.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict(['ticket_id', 'period_start'])
      .ignore();
    const notice = await table('outOfHoursNotices')
      .where({ ticketId: ticket.id, periodStart: since.getTime() })
      .first('inboxEventId');
    // another message of this period sent it already
    if (Number(notice?.inboxEventId) !== event.id || !message) return;
    await deps.tickets.send(
      companyId,
      ticket.id,
      { body: message, idempotencyKey: replyKey(event, step) },
      trx,
    );
  });
  return 'handled';
}
