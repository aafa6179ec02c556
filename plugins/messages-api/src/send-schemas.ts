import { z } from 'zod';
import { templateButtonsSchema, templateHeaderSchema } from '@balcao/core';
import { idempotencyKey } from '@balcao/plugin-tickets';

/**
 * The number as a system sends it: digits with the country and area codes (spec §5, "number unmasked"); the
 * usual masks (+, spaces, dashes, dots, parentheses) are dropped, anything else is refused. Whaticket's clients
 * send a string; a JSON number is taken too.
 */
const phoneNumber = z
  .union([z.string(), z.number()], { error: 'Required' })
  .transform((v) => String(v).replace(/[\s()+.-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Required' })
      .regex(/^\d+$/, { error: 'Invalid number' })
      .min(8, { error: 'Too Short!' })
      .max(15, { error: 'Too Long!' }),
  )
  .meta({ description: 'Country code, area code and number, digits only', example: '5511999998888' });

const messageText = z
  .string()
  .max(4096, { error: 'Too Long!' })
  .meta({ description: 'The text; with medias, the caption of each file', example: 'Olá! Seu pedido saiu.' });

/** POST /api/messages/send as JSON (Whaticket's `{ number, body }`). */
export const sendBody = z.object({ number: phoneNumber, body: messageText.optional() }).strict();

/** A WhatsApp Cloud API template by name (Balcão extension): sent at any time, the 24-hour window or not. */
const template = z
  .object({
    name: z.string().trim().min(1, { error: 'Required' }).max(512),
    language: z.string().trim().min(2, { error: 'Required' }).max(20),
    variables: z
      .array(z.string().trim().min(1, { error: 'Required' }).max(1024))
      .max(20)
      .optional()
      .meta({ description: 'The {{1}}, {{2}}... of its body, in order' }),
    header: templateHeaderSchema.optional().meta({
      description:
        "The file of the template's media header (image, document, video): a public link, or the id of a file uploaded to Meta",
    }),
    buttons: templateButtonsSchema.optional().meta({
      description:
        "Values of the template's buttons by place (0 first): a quick reply's payload, the {{1}} ending a URL button's link",
    }),
  })
  .strict()
  .meta({
    description:
      "One of the Cloud API connection's approved templates (Balcão extension); the text stored in the ticket is its filled body",
    example: { name: 'boleto_vencendo', language: 'pt_BR', variables: ['Ana', 'R$ 89,90'] },
  });

/**
 * A send without files must carry a text (JSON, or multipart without files): what the JSON body documents; or,
 * on a Cloud API connection, a template instead (Balcão extension).
 */
export const sendTextBody = sendBody
  .extend({
    body: z
      .string()
      .trim()
      .min(1, { error: 'Required' })
      .max(4096, { error: 'Too Long!' })
      .optional()
      .meta({ description: 'The text (required without a template)', example: 'Olá! Seu pedido saiu.' }),
    template: template.optional(),
  })
  // said even when the number is wrong too, so that one answer names every field to fix
  .refine((v) => v?.body !== undefined || Boolean(v?.template), {
    path: ['body'],
    message: 'Required',
    when: () => true,
  })
  .refine((v) => v.body === undefined || !v.template, {
    path: ['template'],
    message: 'A template carries its own text: send no body',
  });

/** The same as multipart/form-data: `medias` one file or several, each a message of its own. */
export const sendMultipart = z
  .object({
    number: phoneNumber,
    body: messageText.optional(),
    medias: z
      .array(z.string().meta({ format: 'binary' }))
      .meta({ description: 'One or more files (field repeated); each goes as a message' }),
  })
  .meta({ description: 'A media send: `body` optional, at least one file in `medias`' });

/** The client's retry key: the same key on the same connection never sends twice. */
const retryKey = idempotencyKey.meta({
  description:
    'Any printable text up to 100 characters: a retried request with the same key sends nothing twice (Balcão addition)',
  example: 'pedido-1234',
});

export const sendHeaders = z.object({ 'Idempotency-Key': retryKey.optional() });

const sentMessage = z.object({
  id: z.int().meta({ description: 'The message in Balcão (messages.id)' }),
  messageId: z.string().meta({ description: "WhatsApp's id of the message (acks name it)" }),
});

/** Whaticket's answer plus the message ids (Balcão addition). */
export const sendAnswer = z
  .object({
    mensagem: z.literal('Mensagem enviada'),
    id: z.int().meta({ description: 'The (first) message in Balcão; Balcão addition' }),
    messageId: z.string().meta({ description: "WhatsApp's id of the (first) message; Balcão addition" }),
    ticketId: z.int().meta({ description: 'The ticket it went in; Balcão addition' }),
    messages: z.array(sentMessage).meta({ description: 'Every message sent, one per file; Balcão addition' }),
  })
  .meta({
    example: {
      mensagem: 'Mensagem enviada',
      id: 42,
      messageId: '3EB0C767D82B3F1A9A77',
      ticketId: 7,
      messages: [{ id: 42, messageId: '3EB0C767D82B3F1A9A77' }],
    },
  });

export type { SendAnswer } from './contracts.js';

/** The codes this route answers with besides a JSON body's (documented per status in /openapi.json). */
export const sendErrors = [
  'ERR_VALIDATION',
  'ERR_INVALID_BODY',
  'ERR_SESSION_EXPIRED',
  'ERR_INVALID_TOKEN',
  'ERR_COMPANY_INACTIVE',
  'ERR_SUBSCRIPTION_OVERDUE',
  'ERR_NO_PERMISSION',
  'ERR_TOO_MANY_REQUESTS',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_MEDIA_TOO_LARGE',
  'ERR_TEMPLATES_NOT_SUPPORTED',
];
