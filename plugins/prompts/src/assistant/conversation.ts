import { splitCommandLines, type CommandRead, type Message } from '@balcao/plugin-tickets';
import type { ChatTurn } from './ai-client.js';

/**
 * The phrase the assistant starts its answer with when the contact must go to a person (Whaticket's): the ticket
 * moves to the prompt's queue and the bot stops.
 */
export const TRANSFER_PHRASE = 'Ação: Transferir para o setor de atendimento';

/**
 * How the assistant may act on the ticket (docs/plugins.md "Bot commands"): a command alone on a line, `#` and its
 * JSON. The contact never reads such a line. Only what the model can name without ids is offered; ids are read too.
 */
export const COMMANDS_RULE =
  'Para registrar algo no atendimento, escreva em uma linha separada, sem mais nada nela, um comando: ' +
  '#{"type":"tag","name":"<etiqueta>"} para marcar o atendimento com uma etiqueta, ' +
  '#{"type":"note","body":"<texto>"} para deixar uma nota interna à equipe (o cliente não a vê), ' +
  '#{"type":"close"} para encerrar o atendimento quando o cliente se despedir.';

/**
 * Whaticket's system prompt: how to address the contact, the answer's length, the transfer rule, then the prompt;
 * the commands' rule before the prompt's text.
 */
export function systemPrompt(prompt: { prompt: string; maxTokens: number }, contactName: string): string {
  const name = contactName.replace(/[^\p{L}\p{N} .'-]/gu, '').trim() || 'Amigo(a)';
  return [
    `Nas respostas utilize o nome ${name} para identificar o cliente.`,
    `Sua resposta deve usar no máximo ${prompt.maxTokens} tokens e cuide para não truncar o final.`,
    'Sempre que possível, mencione o nome dele para ser mais personalizado o atendimento e mais educado. ' +
      `Quando a resposta requer uma transferência para o setor de atendimento, comece sua resposta com '${TRANSFER_PHRASE}'.`,
    COMMANDS_RULE,
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

/** What the model answered: the text for the contact, whether it said the transfer phrase, its command lines. */
export interface ReadReply {
  text: string;
  transfer: boolean;
  commands: CommandRead[];
}

/** The reply without the transfer phrase and without its command lines (`#{...}`), and what they asked. */
export function readReply(reply: string): ReadReply {
  const transfer = reply.includes(TRANSFER_PHRASE);
  const said = transfer
    ? reply
        .replace(TRANSFER_PHRASE, '')
        .replace(/^[\s.:,;-]+/, '')
        .trim()
    : reply.trim();
  const { text, commands } = splitCommandLines(said);
  return { text, transfer, commands };
}
