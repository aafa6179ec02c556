import type { PipelineState, PluginContext } from '@balcao/core';

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
 * A queue's prompt and integration, read once per turn: the integrations bot and the prompts bot both ask on every
 * message of a ticket with a queue. Without a turn (a listener) it is read each time.
 */
export function queueBotFields(
  db: PluginContext['db'],
  state: PipelineState | undefined,
  companyId: number,
  queueId: number,
): Promise<QueueBotFields | undefined> {
  const read = async () => {
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
