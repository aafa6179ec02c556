import { readInTransactions, type PipelineState, type PluginContext } from '@balcao/core';
import { menuKey } from './menu-cache.js';

/** A queue's bots: the prompt and the integration that answer its tickets (null: none). */
export interface QueueBotFields {
  promptId: number | null;
  integrationId: number | null;
}

declare module '@balcao/core' {
  interface PipelineState {
    /** the queues' bot fields read in this turn, by queue id (queueBotFields) */
    queueBots?: Map<number, Promise<QueueBotFields | undefined>>;
  }
}

/**
 * A queue's prompt and integration: the integrations bot and the prompts bot both ask on every message of a ticket
 * with a queue. Kept with the company's menus (dropped with them on every queue write), and once per turn.
 */
export function queueBotFields(
  { db, cache }: Pick<PluginContext, 'db' | 'cache'>,
  state: PipelineState | undefined,
  companyId: number,
  queueId: number,
): Promise<QueueBotFields | undefined> {
  const read = () => cache.memoIn(menuKey(companyId), `bot:${queueId}`, load, readInTransactions);
  const load = async () => {
    const row = await db
      .tenant(companyId)('queues')
      .where({ id: queueId })
      .first('promptId', 'integrationId');
    if (!row) return undefined;
    const id = (v: unknown) => (v == null ? null : Number(v));
    return { promptId: id(row.promptId), integrationId: id(row.integrationId) };
  };
  if (!state) return read();
  const known = (state.queueBots ??= new Map());
  let fields = known.get(queueId);
  if (!fields) known.set(queueId, (fields = read()));
  return fields;
}
