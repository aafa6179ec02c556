import type { Knex } from 'knex';
import { planAllows } from '@balcao/core';
import type { StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn, Message } from '@balcao/plugin-tickets';
import type { Prompt } from '../prompt-model.js';
import { secretAddress } from '../services/prompt-deps.js';
import type { SpeechAudio } from '../speech/speech-service.js';
import { TEXT_VOICE } from '../contracts.js';
import { aiClient, chatReply, transcribe } from './ai-client.js';
import { replyKey, type AssistantDeps, type MessageEvent } from './assistant-deps.js';
import { conversation, readReply, systemPrompt, type ReadReply } from './conversation.js';
import { handOver, handoverOf } from './handover.js';
import { runPromptCommands } from './prompt-commands.js';

/** What the contact said: the text, or a voice note's transcription when the prompt allows it; null otherwise. */
async function inboundText(
  deps: AssistantDeps,
  client: ReturnType<typeof aiClient>,
  companyId: number,
  message: Message,
  prompt: Prompt,
): Promise<string | null> {
  if (message.mediaType === 'audio') {
    const allowed = prompt.voice !== TEXT_VOICE || prompt.transcribeAudio;
    if (!allowed || !message.mediaId) return null;
    const { record, data } = await deps.media.read(companyId, message.mediaId);
    return (await transcribe(client, { data, name: record.name, mimeType: record.mimeType })) || null;
  }
  return message.body?.trim() || null;
}

/** A voice prompt's answer as audio; a speech failure is logged and the contact gets the text instead. */
async function spoken(deps: AssistantDeps, step: StepContext, prompt: Prompt, text: string) {
  if (prompt.voice === TEXT_VOICE) return undefined;
  try {
    const key = prompt.voiceKeySealed
      ? deps.secrets.open(prompt.voiceKeySealed, secretAddress(prompt.companyId, prompt.id, 'voiceKey'))
      : '';
    if (!key || !prompt.voiceRegion) throw new Error('the voice prompt has no voiceKey or voiceRegion');
    return await deps.speech.synthesize({ text, voice: prompt.voice, key, region: prompt.voiceRegion });
  } catch (err) {
    step.log.error({ err, promptId: prompt.id }, 'speech synthesis failed; the answer goes as text');
    return undefined;
  }
}

/**
 * One turn of the assistant on a ticket `prompt` drives: the contact's message (or voice note, transcribed), the
 * ticket's newest maxMessages messages and the prompt go to the model; its answer goes back through the outbox
 * (audio for a voice prompt). An answer with the transfer phrase hands the ticket to the prompt's queue and the
 * bot stops. Its command lines (`#{...}`, prompt-commands.ts) run after the text is sent; one that takes the
 * ticket off the bot stops the prompt too. Any failure of the AI (down, bad key, timeout) is logged and the normal queue flow answers instead.
 */
export async function answerWithPrompt(
  deps: AssistantDeps,
  event: MessageEvent,
  { ticket, message, contact }: ConversationTurn,
  step: StepContext,
  prompt: Prompt,
): Promise<StepAnswer> {
  const { companyId } = event;
  const handover = await handoverOf(deps, companyId, ticket.id);
  // handed over: silent from then on; a replay of the event that handed it over was handled by us
  if (handover) return Number(handover.inboxEventId) === event.id ? 'handled' : 'continue';
  if (!(await planAllows(deps.knex, companyId, 'useOpenAi'))) return 'continue';

  let reply: ReadReply;
  let audio: SpeechAudio | undefined;
  try {
    const apiKey = deps.secrets.open(prompt.apiKeySealed, secretAddress(companyId, prompt.id, 'apiKey'));
    const client = aiClient(deps.config, apiKey, prompt.baseUrl, deps.fetch);
    const text = await inboundText(deps, client, companyId, message, prompt);
    // nothing the model can read (an image, a voice note the prompt does not transcribe): the usual flow
    if (!text) return 'continue';
    const history = await deps.tickets.recentMessages(companyId, ticket.id, prompt.maxMessages);
    const system = systemPrompt(prompt, contact.name ?? '');
    reply = readReply(
      await chatReply(client, {
        model: prompt.model,
        messages: conversation(system, history, { id: message.id, text }),
        maxTokens: prompt.maxTokens,
        temperature: prompt.temperature,
      }),
    );
    if (!reply.text && !reply.transfer && !reply.commands.length)
      throw new Error('the model answered nothing');
  } catch (err) {
    step.log.error(
      { err, promptId: prompt.id, ticketId: ticket.id },
      'the AI prompt failed; the queue flow answers instead',
    );
    return 'continue';
  }
  if (reply.text) audio = await spoken(deps, step, prompt, reply.text);

  await deps.db.transaction(async (trx) => {
    if (reply.text)
      await deps.tickets.send(
        companyId,
        ticket.id,
        audio
          ? { media: audio, idempotencyKey: replyKey(event, 0) }
          : { body: reply.text, idempotencyKey: replyKey(event, 0) },
        trx,
      );
    if (reply.transfer) await handOver(deps, trx, event, ticket, prompt);
    else if (ticket.promptId !== prompt.id)
      await deps.tickets.change(companyId, ticket.id, { promptId: prompt.id }, trx, {
        contact: ticket.contact,
      });
  });
  if (!reply.commands.length) return 'handled';
  // after a command that moved the ticket, the prompt lets go where it is: no queue of its own is written
  const letGo = (trx: Knex.Transaction) => handOver(deps, trx, event, ticket, prompt, false);
  const end = await runPromptCommands(deps, event, ticket.id, prompt, reply.commands, letGo);
  if (end === 'let go' || end === 'to the queue')
    await deps.db.transaction((trx) => handOver(deps, trx, event, ticket, prompt, end === 'to the queue'));
  return 'handled';
}
