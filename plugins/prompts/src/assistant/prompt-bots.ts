import { scoped, type InboxEvent, type PluginContext, type StepAnswer, type StepContext } from '@balcao/core';
import { Prompt } from '../prompt-model.js';
import { answerWithPrompt } from './answer.js';
import { botTicket, type AssistantDeps, type MessageEvent } from './assistant-deps.js';

/** The prompt a connection names in its `promptId` field (whatsapps.fields), if any. */
async function connectionPromptId(deps: AssistantDeps, companyId: number, connectionId: number) {
  const row = await deps.db.tenant(companyId)('whatsapps').where({ id: connectionId }).first('fields');
  const fields: unknown = typeof row?.fields === 'string' ? JSON.parse(row.fields) : row?.fields;
  const id = Number((fields as { promptId?: unknown } | null | undefined)?.promptId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `prompts.connection` (order -20): a ticket without a queue on a connection with a prompt. */
async function connectionStep(
  deps: AssistantDeps,
  event: MessageEvent,
  step: StepContext,
): Promise<StepAnswer> {
  const ticket = botTicket(step.state);
  if (!ticket || ticket.queueId) return 'continue';
  const promptId = await connectionPromptId(deps, event.companyId, event.connectionId);
  const prompt = promptId ? await scoped(Prompt, event.companyId).findById(promptId) : undefined;
  return prompt ? answerWithPrompt(deps, event, step, ticket, prompt) : 'continue';
}

/** `prompts.queue` (order 10): the ticket's queue has a prompt and no integration (the integration runs at 0). */
async function queueStep(deps: AssistantDeps, event: MessageEvent, step: StepContext): Promise<StepAnswer> {
  const ticket = botTicket(step.state);
  if (!ticket?.queueId) return 'continue';
  const queue = await deps.db
    .tenant(event.companyId)('queues')
    .where({ id: ticket.queueId })
    .first('promptId', 'integrationId');
  if (!queue?.promptId || queue.integrationId) return 'continue';
  const prompt = await scoped(Prompt, event.companyId).findById(Number(queue.promptId));
  return prompt ? answerWithPrompt(deps, event, step, ticket, prompt) : 'continue';
}

/** The assistant's two steps at the `integration` position (shared contracts: -30 isp, -20, 0 integrations, 10). */
export function registerPromptSteps(ctx: Pick<PluginContext, 'pipeline'>, deps: AssistantDeps) {
  const add = (name: string, order: number, fn: typeof connectionStep) =>
    ctx.pipeline.step({
      name,
      at: 'integration',
      order,
      kinds: ['message'],
      handle: (event: InboxEvent, step) => (event.kind === 'message' ? fn(deps, event, step) : 'continue'),
    });
  add('prompts.connection', -20, connectionStep);
  add('prompts.queue', 10, queueStep);
}
