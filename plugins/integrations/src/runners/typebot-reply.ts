import type { IntegrationConfig, RunnerAction } from './runner.js';

/** What typebot's startChat and continueChat answer (HTTP API v1), as far as a WhatsApp bot uses it. */
export interface TypebotReply {
  sessionId?: string;
  messages?: TypebotMessage[];
  input?: { type?: string; items?: { content?: string }[] } | null;
  clientSideActions?: unknown[];
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
 * `#{"userId":5}` (or both), or `#{"stopBot":true}` to finish without a transfer.
 */
export function handoverOf(text: string): RunnerAction | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('#{')) return undefined;
  try {
    const order = JSON.parse(trimmed.slice(1)) as { queueId?: unknown; userId?: unknown; stopBot?: unknown };
    const id = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);
    const queueId = id(order.queueId);
    const userId = id(order.userId);
    if (queueId || userId)
      return { type: 'handover', ...(queueId ? { queueId } : {}), ...(userId ? { userId } : {}) };
    if (order.stopBot) return { type: 'end' };
  } catch {
    // not an instruction: an ordinary message that starts with '#'
  }
  return undefined;
}

const mediaKinds = { image: 'image', video: 'video', audio: 'audio' } as const;

/** The bot's bubbles as the actions to send, in order; a hand-over instruction ends the list. */
export function replyActions(reply: TypebotReply, config: IntegrationConfig): RunnerAction[] {
  const actions: RunnerAction[] = [];
  for (const m of reply.messages ?? []) {
    const kind = mediaKinds[m.type as keyof typeof mediaKinds];
    if (kind && m.content?.url) {
      actions.push({ type: 'media', url: m.content.url, mediaType: kind });
      continue;
    }
    if (m.type === 'embed' && m.content?.url) {
      actions.push({ type: 'text', body: m.content.url });
      continue;
    }
    if (m.type !== 'text') continue;
    const text = textOf(m);
    const order = handoverOf(text);
    if (order) {
      actions.push(order);
      return actions;
    }
    const rejected = text.trim() === TYPEBOT_RETRY_MESSAGE && config.typebotUnknownMessage;
    if (text.trim()) actions.push({ type: 'text', body: rejected ? config.typebotUnknownMessage! : text });
  }
  // buttons cannot be pressed on WhatsApp: the choices go as a list the contact answers by typing one
  const choices = (reply.input?.type === 'choice input' ? (reply.input.items ?? []) : [])
    .map((i) => i.content?.trim())
    .filter(Boolean);
  if (choices.length) actions.push({ type: 'text', body: choices.map((c) => `▶️ ${c}`).join('\n') });
  return actions;
}
