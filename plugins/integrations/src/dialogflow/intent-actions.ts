import { botCommandSchema, readBotCommand, readBotCommands, type CommandRead } from '@balcao/plugin-tickets';
import { commandActions, endsTheList } from '../runners/command-actions.js';
import type { RunnerAction } from '../runners/runner.js';
import type { QueryResult } from './detect-intent.js';

/**
 * What a matched intent asks for (docs/architecture.md, "Dialogflow"):
 * - each text of its fulfillment messages (the default platform's) is sent, or its fulfillmentText when it has none;
 * - its commands (docs/plugins.md "Bot commands"), in order: a custom payload's `{ "commands": [...] }`, then
 *   the intent's action when it names a command (`transfer`, `tag`, ..., or `balcao.transfer`) with the intent's
 *   parameters as the command's fields (`queueId`, `name`, `body`, ...);
 * - a custom payload `{ "handover": { "queueId": 3, "userId": 7 } }` (either id, or none: just stop the bot)
 *   hands the ticket over;
 * - otherwise an intent marked "end of conversation" (`intent.endInteraction`, or `diagnosticInfo.end_conversation`)
 *   ends the session.
 */
export function intentActions(result: QueryResult): RunnerAction[] {
  const messages = (result.fulfillmentMessages ?? []).filter(
    (m) => !m.platform || m.platform === 'PLATFORM_UNSPECIFIED',
  );
  const texts = messages.flatMap((m) => m.text?.text ?? []).filter((t) => t.trim());
  if (!texts.length && result.fulfillmentText?.trim()) texts.push(result.fulfillmentText);
  const actions: RunnerAction[] = texts.map((body) => ({ type: 'text', body }));
  const commands = [
    ...messages.flatMap((m) =>
      m.payload?.commands !== undefined ? readBotCommands(m.payload.commands) : [],
    ),
    ...actionCommand(result),
  ];
  actions.push(...commandActions(commands));
  const end = actions.findIndex(endsTheList);
  if (end >= 0) return actions.slice(0, end + 1);

  const handover = messages.map((m) => m.payload?.handover).find((h) => h !== undefined);
  if (handover !== undefined) actions.push({ type: 'handover', ...handoverIds(handover) });
  else if (result.intent?.endInteraction || result.diagnosticInfo?.end_conversation === true)
    actions.push({ type: 'end' });
  return actions;
}

const COMMAND_TYPES = new Set<string>(botCommandSchema.options.map((o) => o.shape.type.value));

/** the intent's action as a command, its parameters as the fields; an action that names no command is none */
function actionCommand(result: QueryResult): CommandRead[] {
  const name = result.action?.trim().replace(/^balcao\./, '');
  if (!name || !COMMAND_TYPES.has(name)) return [];
  // Dialogflow sends an unset parameter as '' (and numbers as floats): an empty field is no field
  const fields = Object.fromEntries(
    Object.entries(result.parameters ?? {}).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
  return [readBotCommand({ ...fields, type: name })];
}

function handoverIds(value: unknown): { queueId?: number; userId?: number } {
  const h = (typeof value === 'object' && value ? value : {}) as Record<string, unknown>;
  const id = (v: unknown) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const queueId = id(h.queueId);
  const userId = id(h.userId);
  return { ...(queueId ? { queueId } : {}), ...(userId ? { userId } : {}) };
}

/** The texts a test session shows: what the contact would have received. */
export const replyTexts = (result: QueryResult) =>
  intentActions(result).flatMap((a) => (a.type === 'text' ? [a.body] : []));
