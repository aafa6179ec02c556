import { readBotCommand, type CommandRead } from './bot-command.js';

const positiveId = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);

/**
 * A command written as one line of a bot's text: `#` and a JSON object (Whaticket's typebot convention, which
 * the AI prompts' answers use too). `#{"type":"tag","name":"VIP"}` is any command of bot-command.ts; Whaticket's
 * own forms stay: `#{"queueId":2}`, `#{"userId":5}` (or both) hand over, `#{"stopBot":true}` ends. Undefined when
 * the line is not a command: an ordinary message that starts with '#', sent as it is.
 */
export function commandOfLine(line: string): CommandRead | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('#{') || !trimmed.endsWith('}')) return undefined;
  let order: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(trimmed.slice(1));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    order = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if ('type' in order) return readBotCommand(order);
  const queueId = positiveId(order.queueId);
  const userId = positiveId(order.userId);
  if (queueId || userId)
    return {
      ok: true,
      command: { type: 'handover', ...(queueId ? { queueId } : {}), ...(userId ? { userId } : {}) },
    };
  if (order.stopBot) return { ok: true, command: { type: 'end' } };
  return undefined;
}

/**
 * A bot's text split into what the contact reads and the command lines in it, in order. A line that is a command
 * never reaches the contact, valid or not.
 */
export function splitCommandLines(text: string): { text: string; commands: CommandRead[] } {
  const kept: string[] = [];
  const commands: CommandRead[] = [];
  for (const line of text.split('\n')) {
    const read = commandOfLine(line);
    if (read) commands.push(read);
    else kept.push(line);
  }
  return {
    text: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    commands,
  };
}
