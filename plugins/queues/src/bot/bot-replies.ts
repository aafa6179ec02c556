import { groupBatch, type PipelineState, type StepAnswer } from '@balcao/core';
import type { Transaction } from '../db-types.js';
import type { BotDeps, MessageEvent } from './bot-deps.js';

export type BotStep = 'out-of-hours' | 'queue-menu' | 'option-tree';

declare module '@balcao/core' {
  interface PipelineState {
    /** the bot's record of this inbox event, once a bot step looked it up (null: it never acted on it) */
    botReply?: { step: string } | null;
  }
}

/**
 * How a step answers an event the bot already acted on (a replay after a crash): the step that acted says
 * 'handled' again (its writes and sends are committed), the ones before it 'continue', as they did; undefined for
 * an event seen for the first time. Without this, a replayed "2" would be read against the queue it chose.
 */
export async function replayAnswer(
  deps: BotDeps,
  event: MessageEvent,
  step: BotStep,
  state: PipelineState,
): Promise<StepAnswer | undefined> {
  // read once per event (the three bot steps ask in turn, and only a step that acted writes a row), and only for a
  // replay: a message stored for the first time has reached no bot yet
  if (state.botReply === undefined)
    state.botReply =
      state.turn?.replayed === false
        ? null
        : ((await deps.db
            .tenant(event.companyId)('bot_replies')
            .where({ inboxEventId: event.id })
            .first('step')) ?? null);
  const row = state.botReply;
  if (!row) return undefined;
  return row.step === step ? 'handled' : 'continue';
}

/** Records, in the transaction of the step's changes and sends, that `step` acted on this event. */
export async function recordReply(
  deps: BotDeps,
  trx: Transaction,
  event: MessageEvent,
  ticketId: number,
  step: BotStep,
  kind: string,
): Promise<void> {
  await insertReplies.load(deps.db.tenant(event.companyId, trx), {
    inboxEventId: event.id,
    companyId: event.companyId,
    ticketId,
    step,
    kind,
    repliedAt: deps.now().getTime(),
  });
}

/** the bot turns of one group commit are recorded in one INSERT */
const insertReplies = groupBatch<Record<string, unknown>, void>(async (table, rows) => {
  await table('bot_replies').insert(rows);
  return rows.map(() => undefined);
});

/** When the queue menu last went out to this ticket (epoch ms), for timeUseBotQueues. */
export async function lastMenuAt(deps: BotDeps, companyId: number, ticketId: number): Promise<number | null> {
  const row = await deps.db
    .tenant(companyId)('bot_replies')
    .where({ ticketId, kind: 'menu' })
    .max({ at: 'repliedAt' })
    .first();
  return row?.at == null ? null : Number(row.at);
}
