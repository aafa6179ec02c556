import { z } from 'zod';
import { atLeastOne, lenientBody, lenientNumber, text } from '@balcao/core';
import { VOICE_CHOICES } from './contracts.js';

/** '' and null both mean "none" for the voice's key and region (Whaticket's form starts them as ''). */
const blankIsNull = (max: number) =>
  z
    .string()
    .max(max, { error: 'Too Long!' })
    .nullable()
    .transform((v) => v?.trim() || null);

const fields = z.object({
  name: text(1, 100),
  prompt: text(1, 20_000),
  voice: z.enum(VOICE_CHOICES, { error: 'Invalid voice' }),
  /** a masked value (what GET served) echoed back means unchanged */
  voiceKey: blankIsNull(500),
  voiceRegion: blankIsNull(60),
  maxTokens: lenientNumber(z.number().int().min(1).max(16_000)),
  temperature: lenientNumber(z.number().min(0).max(2)),
  maxMessages: lenientNumber(z.number().int().min(1).max(100)),
  /** a masked value (what GET served) echoed back means unchanged */
  apiKey: text(1, 500),
  // spec §5: the sector is required, 'Informe o setor'
  queueId: z.coerce.number({ error: 'Informe o setor' }).int().positive({ error: 'Informe o setor' }),
  /** Balcão: another OpenAI-compatible server for this prompt (else OPENAI_BASE_URL, else OpenAI's) */
  baseUrl: z.url({ error: 'Invalid URL' }).max(500).nullable(),
  /** Balcão: the chat model (default gpt-3.5-turbo) */
  model: z.string().trim().min(1, { error: 'Required' }).max(100, { error: 'Too Long!' }),
  /** Balcão: a text prompt transcribes contacts' audio too (voice prompts always do) */
  transcribeAudio: z.boolean(),
});

// Whaticket's dialog posts the loaded prompt back, with its queue and its token counters
const echoes = ['id', 'createdAt', 'updatedAt', 'queue', 'promptTokens', 'completionTokens', 'totalTokens'];

const required = fields.pick({ name: true, prompt: true, apiKey: true, queueId: true });

/** POST /prompt: name, prompt, apiKey and queueId required; the rest takes spec §9's defaults. */
export const promptBody = lenientBody(
  required
    .extend(fields.omit({ name: true, prompt: true, apiKey: true, queueId: true }).partial().shape)
    .strict(),
  {
    echoes,
  },
);
/** PUT /prompt/:id: any of the fields, at least one */
export const promptPatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

export type PromptFields = z.output<typeof promptBody>;
export type PromptChanges = z.output<typeof promptPatch>;
