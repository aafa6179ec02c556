import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, text } from '@balcao/core';

export const integrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
/** Spec §9: the dialogflow languages. */
export const integrationLanguages = ['pt-BR', 'en', 'es'] as const;

const nullableText = (max: number) =>
  z.string({ error: 'Must be text' }).trim().max(max, { error: 'Too Long!' }).nullable();
/** A form's number input may send a string. */
const whole = (max: number) =>
  z.coerce.number({ error: 'Must be a number' }).int({ error: 'Must be a whole number' }).min(0).max(max);

const fields = z.object({
  type: z.enum(integrationTypes, { error: 'Must be dialogflow, n8n, webhook or typebot' }),
  /** spec §5: 2 to 50 */
  name: text(2, 50),
  projectName: nullableText(255),
  /** dialogflow's service-account JSON; its masked form posted back means "unchanged" */
  jsonContent: nullableText(20_000),
  language: z.enum(integrationLanguages, { error: 'Must be pt-BR, en or es' }).nullable(),
  urlN8N: nullableText(1000),
  /** ms between two of the bot's messages (spec §9: 1000) */
  typebotDelayMessage: whole(60_000),
  /** minutes of silence after which a typebot session starts over (spec §9: 1); 0 never */
  typebotExpires: whole(7 * 24 * 60),
  typebotKeywordFinish: nullableText(255),
  typebotKeywordRestart: nullableText(255),
  typebotRestartMessage: nullableText(5000),
  typebotSlug: nullableText(255),
  typebotUnknownMessage: nullableText(5000),
});

// the dialog posts the loaded record back: ids, timestamps and the masked signing secret are the server's
const echoes = ['id', 'createdAt', 'updatedAt', 'secret', 'queues'];

/** POST /queueIntegration */
export const integrationBody = lenientBody(
  fields.partial().extend({ type: fields.shape.type, name: fields.shape.name }).strict(),
  { echoes },
);
/** PUT /queueIntegration/:id: any of the fields, at least one; `regenerateSecret` makes a new signing secret */
export const integrationPatch = lenientBody(
  atLeastOne(
    fields
      .partial()
      .extend({ regenerateSecret: z.boolean({ error: 'Must be true or false' }).optional() })
      .strict(),
  ),
  { echoes },
);
/** GET /queueIntegration */
export const integrationPageQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

/** What the services take: validated values, never a request. */
export type IntegrationFields = z.output<typeof integrationBody>;
export type IntegrationChanges = z.output<typeof integrationPatch>;
export type IntegrationPageQuery = z.output<typeof integrationPageQuery>;
