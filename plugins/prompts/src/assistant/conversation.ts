import type { Message } from '@balcao/plugin-tickets';
import type { ChatTurn } from './ai-client.js';

/**
 * The phrase the assistant starts its answer with when the contact must go to a person (Whaticket's): the ticket
 * moves to the prompt's queue and the bot stops.
 */
export const TRANSFER_PHRASE = 'Ação: Transferir para o setor de atendimento';

/** Whaticket's system prompt: how to address the contact, the answer's length, the transfer rule, then the prompt. */
export function systemPrompt(prompt: { prompt: string; maxTokens: number }, contactName: string): string {
  const name = contactName.replace(/[^\p{L}\p{N} .'-]/gu, '').trim() || 'Amigo(a)';
  return [
    `Nas respostas utilize o nome ${name} para identificar o cliente.`,
    `Sua resposta deve usar no máximo ${prompt.maxTokens} tokens e cuide para não truncar o final.`,
    'Sempre que possível, mencione o nome dele para ser mais personalizado o atendimento e mais educado. ' +
      `Quando a resposta requer uma transferência para o setor de atendimento, comece sua resposta com '${TRANSFER_PHRASE}'.`,
    prompt.prompt,
  ].join('\n');
}

/**
 * The conversation the model reads: the system prompt, then the ticket's newest messages oldest first (the
 * contact's as `user`, ours as `assistant`). The message being answered reads `currentText` (a voice note's
 * transcription); messages without text (media, deleted) are left out.
 */
export function conversation(
  system: string,
  history: Message[],
  current: { id: number; text: string },
): ChatTurn[] {
  const turns: ChatTurn[] = [{ role: 'system', content: system }];
  for (const m of history) {
    const content = m.id === current.id ? current.text : m.isDeleted ? '' : (m.body ?? '').trim();
    if (content) turns.push({ role: m.fromMe ? 'assistant' : 'user', content });
  }
  return turns;
}

/** The reply without the transfer phrase, and whether it asked for the transfer. */
export function readReply(reply: string): { text: string; transfer: boolean } {
  const transfer = reply.includes(TRANSFER_PHRASE);
  const text = transfer
    ? reply
        .replace(TRANSFER_PHRASE, '')
        .replace(/^[\s.:,;-]+/, '')
        .trim()
    : reply.trim();
  return { text, transfer };
}
