import { type StepAnswer, type StepContext, tenant } from '@balcao/core';
import { queueBotFields } from '@balcao/plugin-queues';
import type { ConversationTurn, TicketServices } from '@balcao/plugin-tickets';
import { Prompt } from '../prompt-model.js';
import { answerWithPrompt } from './answer.js';
import type { AssistantDeps, MessageEvent } from './assistant-deps.js';

/**
 * The prompt a connection names in its `promptId` field (whatsapps.fields), if any. Read on every message of a
 * ticket without a queue, so kept in the kernel's cache until a connection of the company changes.
 */
function connectionPromptId(deps: AssistantDeps, companyId: number, connectionId: number) {
  return deps.cache.memoIn(promptIdsKey(companyId), connectionId, () =>
    readConnectionPromptId(deps, companyId, connectionId),
  );
}

const promptIdsKey = (companyId: number) => `prompts:connections:${companyId}`;

async function readConnectionPromptId(deps: AssistantDeps, companyId: number, connectionId: number) {
  const row = await deps.db.tenant(companyId)('whatsapps').where({ id: connectionId }).first('fields');
  const fields: unknown = typeof row?.fields === 'string' ? JSON.parse(row.fields) : row?.fields;
  const id = Number((fields as { promptId?: unknown } | null | undefined)?.promptId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `prompts.connection`: a ticket without a queue on a connection with a prompt. */
async function connectionStep(
  deps: AssistantDeps,
  event: MessageEvent,
  turn: ConversationTurn,
  step: StepContext,
): Promise<StepAnswer> {
  if (turn.ticket.queueId) return 'continue';
  const promptId = await connectionPromptId(deps, event.companyId, event.connectionId);
  const prompt = promptId ? await tenant(event.companyId)(Prompt).findById(promptId) : undefined;
  return prompt ? answerWithPrompt(deps, event, turn, step, prompt) : 'continue';
}

/** `prompts.queue`: the ticket's queue has a prompt and no integration (an integration answers such a queue). */
async function queueStep(
  deps: AssistantDeps,
  event: MessageEvent,
  turn: ConversationTurn,
  step: StepContext,
): Promise<StepAnswer> {
  const { ticket } = turn;
  if (!ticket.queueId) return 'continue';
  // the integrations bot read the same row in this turn
  const queue = await queueBotFields(deps, step.state, event.companyId, ticket.queueId);
  if (!queue?.promptId || queue.integrationId) return 'continue';
  const prompt = await tenant(event.companyId)(Prompt).findById(queue.promptId);
  return prompt ? answerWithPrompt(deps, event, turn, step, prompt) : 'continue';
}

/**
 * The assistant's two bots in tickets' registry: a connection's prompt before the queue integrations (a ticket
 * with no queue yet), a queue's prompt after them (a queue with an integration is the integration's).
 */
export function registerPromptBots(tickets: TicketServices, deps: AssistantDeps) {
  deps.hooks.on('connection.changed', (e) => deps.cache.invalidate(promptIdsKey(e.companyId)));
  const add = (name: string, priority: number, fn: typeof connectionStep) =>
    tickets.bots.register({ name, priority, answer: (event, turn, step) => fn(deps, event, turn, step) });
  add('prompts.connection', 50, connectionStep);
  add('prompts.queue', 30, queueStep);
}
