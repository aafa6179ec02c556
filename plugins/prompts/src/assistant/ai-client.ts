import type { EgressFetch } from '@balcao/core';
import OpenAI, { toFile } from 'openai';
import type { PromptConfig } from '../config.js';

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * An OpenAI-compatible client for one prompt: its own base URL, else OPENAI_BASE_URL, else OpenAI's. A prompt's own
 * base URL is the tenant's text, so that client calls through the egress guard (`guarded`); the operator's
 * OPENAI_BASE_URL (a local model server, say) and OpenAI's are trusted. One retry at most, and PROMPT_AI_TIMEOUT_MS
 * per call, so a stalled server costs the contact seconds, not the conversation.
 */
export function aiClient(config: PromptConfig, apiKey: string, baseUrl: string | null, guarded: EgressFetch) {
  const baseURL = baseUrl ?? config.openAiBaseUrl;
  return new OpenAI({
    apiKey,
    ...(baseURL ? { baseURL } : {}),
    ...(baseUrl ? { fetch: guarded } : {}),
    timeout: config.timeoutMs,
    maxRetries: 1,
  });
}

/** The assistant's reply to the conversation ('' when the server answered none). */
export async function chatReply(
  client: OpenAI,
  request: { model: string; messages: ChatTurn[]; maxTokens: number; temperature: number },
): Promise<string> {
  const completion = await client.chat.completions.create({
    model: request.model,
    messages: request.messages,
    // max_tokens, not max_completion_tokens: what every OpenAI-compatible server understands
    max_tokens: request.maxTokens,
    temperature: request.temperature,
  });
  return completion.choices[0]?.message?.content?.trim() ?? '';
}

/** What a voice note says (OpenAI's audio transcriptions, whisper-1). */
export async function transcribe(
  client: OpenAI,
  audio: { data: Buffer; name: string; mimeType: string },
): Promise<string> {
  const file = await toFile(audio.data, audio.name, { type: audio.mimeType });
  const result = await client.audio.transcriptions.create({ file, model: 'whisper-1' });
  return result.text.trim();
}
