import { commandOfLine, splitCommandLines } from '@balcao/plugin-tickets';
import { commandActions, endsTheList } from './command-actions.js';
import type { IntegrationConfig, RunnerAction } from './runner.js';

/** What typebot's startChat and continueChat answer (HTTP API v1), as far as a WhatsApp bot uses it. */
export interface TypebotReply {
  sessionId?: string;
  messages?: TypebotMessage[];
  input?: { type?: string; items?: { content?: string }[] } | null;
  clientSideActions?: ClientSideAction[];
}

/** typebot's client-side actions, as far as a WhatsApp bot can honour them (a Wait block: `wait`) */
interface ClientSideAction {
  type?: string;
  /** the bubble after which it runs; none: before the first */
  lastBubbleBlockId?: string;
  wait?: { secondsToWaitFor?: number | string };
}

export interface TypebotMessage {
  id?: string;
  type: string;
  content?: { type?: string; richText?: RichNode[]; markdown?: string; url?: string; html?: string };
}

interface RichNode {
  type?: string;
  text?: string;
  bold?: boolean;
  italic?: boolean;
  url?: string;
  children?: RichNode[];
}

/** typebot's own answer to an input it rejects (its default retry message). */
export const TYPEBOT_RETRY_MESSAGE = 'Invalid message. Please, try again.';

/** Slate rich text as WhatsApp text: *bold*, _italic_, one line per block. */
export function flattenRichText(nodes: RichNode[] = []): string {
  const inline = (node: RichNode): string => {
    if (typeof node.text === 'string') {
      if (!node.text.trim()) return node.text;
      let out = node.text;
      if (node.bold) out = `*${out}*`;
      if (node.italic) out = `_${out}_`;
      return out;
    }
    const inner = (node.children ?? []).map(inline).join('');
    return node.type === 'a' && node.url && node.url !== inner ? `${inner} (${node.url})` : inner;
  };
  return nodes.map(inline).join('\n');
}

const textOf = (m: TypebotMessage): string => {
  const c = m.content ?? {};
  if (c.richText) return flattenRichText(c.richText);
  return c.markdown ?? c.html ?? '';
};

/**
 * Whaticket's convention for the bot to hand the conversation over: a text bubble `#{"queueId":2}`,
 * `#{"userId":5}` (or both), or `#{"stopBot":true}` to finish without a transfer (tickets' `commandOfLine`, which
 * also reads the typed commands `#{"type":"tag","name":"VIP"}`).
 */
export function handoverOf(text: string): RunnerAction | undefined {
  const read = commandOfLine(text);
  const [action] = read?.ok ? commandActions([read]) : [];
  return action?.type === 'handover' || action?.type === 'end' ? action : undefined;
}

/**
 * A text bubble's actions: the whole bubble as one command (a JSON object over several lines included), else its
 * lines that are commands (`#{...}`) in place, the other lines sent together as one text.
 */
function bubbleActions(text: string, config: IntegrationConfig): RunnerAction[] {
  const whole = commandOfLine(text.replace(/\n/g, ' '));
  if (whole) return commandActions([whole]);
  const { text: rest, commands } = splitCommandLines(text);
  const rejected = rest.trim() === TYPEBOT_RETRY_MESSAGE && config.typebotUnknownMessage;
  const said: RunnerAction[] = rest.trim()
    ? [{ type: 'text', body: rejected ? config.typebotUnknownMessage! : rest }]
    : [];
  return [...said, ...commandActions(commands)];
}

/** a Wait block typebot asks the client to honour, as a `wait` command (at most a minute, as every wait) */
function waitOf(action: ClientSideAction): RunnerAction | undefined {
  if (action.type !== 'wait') return undefined;
  const seconds = Number(action.wait?.secondsToWaitFor);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return { type: 'command', command: { type: 'wait', seconds: Math.min(seconds, 60) } };
}

const mediaKinds = { image: 'image', video: 'video', audio: 'audio' } as const;

/**
 * The bot's bubbles as the actions to send, in order, with its Wait blocks between them; a hand-over instruction
 * (or a command that takes the ticket off the bot) ends the list.
 */
export function replyActions(reply: TypebotReply, config: IntegrationConfig): RunnerAction[] {
  const actions: RunnerAction[] = [];
  const waits = (reply.clientSideActions ?? []).filter((a) => a && typeof a === 'object');
  const waitsAfter = (bubbleId: string | undefined) =>
    waits.filter((a) => a.lastBubbleBlockId === bubbleId).flatMap((a) => waitOf(a) ?? []);
  const ids = new Set((reply.messages ?? []).map((m) => m.id));
  // a wait naming no bubble of this answer runs first
  actions.push(
    ...waits
      .filter((a) => !a.lastBubbleBlockId || !ids.has(a.lastBubbleBlockId))
      .flatMap((a) => waitOf(a) ?? []),
  );
  for (const m of reply.messages ?? []) {
    const before = actions.length;
    actions.push(...messageActions(m, config));
    const end = actions.slice(before).findIndex(endsTheList);
    if (end >= 0) return actions.slice(0, before + end + 1);
    if (m.id) actions.push(...waitsAfter(m.id));
  }

  // buttons cannot be pressed on WhatsApp: the choices go as a list the contact answers by typing one
  const choices = (reply.input?.type === 'choice input' ? (reply.input.items ?? []) : [])
    .map((i) => i.content?.trim())
    .filter(Boolean);
  if (choices.length) actions.push({ type: 'text', body: choices.map((c) => `▶️ ${c}`).join('\n') });
  return actions;
}

/** one bubble's actions: a media file, an embed's link, a text with the commands in it */
function messageActions(m: TypebotMessage, config: IntegrationConfig): RunnerAction[] {
  const kind = mediaKinds[m.type as keyof typeof mediaKinds];
  if (kind && m.content?.url) return [{ type: 'media', url: m.content.url, mediaType: kind }];
  if (m.type === 'embed' && m.content?.url) return [{ type: 'text', body: m.content.url }];
  if (m.type !== 'text') return [];
  return bubbleActions(textOf(m), config);
}
