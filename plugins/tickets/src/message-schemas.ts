import { z } from 'zod';
import { lenientBody, pageNumber } from '@balcao/core';

/** WhatsApp's limit on one text message */
const maxText = 65_536;

/**
 * A client's retry key (any printable text up to 100 characters), the Idempotency-Key header of POST
 * /messages/:ticketId, of the Cloud connections' template send and of the messages API: the same key sends
 * nothing twice.
 */
export const idempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

/** GET /messages/:ticketId */
export const messagesQuery = z.object({ pageNumber: pageNumber() }).strict();

/** a message being answered: Whaticket's client posts the whole message back; only its id is used */
const quotedMsg = z.looseObject({ id: z.coerce.number().int().positive() }).nullable().optional();

/** "Message send blocked if text blank" (spec §5): said here so the client gets ERR_VALIDATION on `body` */
const text = z
  .string({ error: 'Required' })
  .max(maxText, { error: 'Too Long!' })
  .refine((v) => v.trim().length > 0, { error: 'Required' });

// the client's flags and its empty mediaUrl: the server decides them
const echoes = ['read', 'fromMe', 'mediaUrl'];

/** POST /messages/:ticketId as JSON */
export const textMessageBody = lenientBody(z.object({ body: text, quotedMsg }).strict(), { echoes });

/**
 * POST /messages/:ticketId as multipart: `medias` files, and a `body` per file (Whaticket's client appends the
 * file's name as each one's body) or one for all. Form fields arrive as strings.
 */
export const mediaMessageBody = lenientBody(
  z
    .object({
      body: z.union([z.string().max(maxText), z.array(z.string().max(maxText))]).optional(),
      quotedMsg: z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (!v) return undefined;
          try {
            return quotedMsg.parse(JSON.parse(v));
          } catch {
            ctx.addIssue({ code: 'custom', message: 'Invalid' });
            return z.NEVER;
          }
        }),
    })
    .strict(),
  { echoes },
);

/** a multipart request without files is a text message: blank is refused as in JSON */
export const multipartText = z.object({ body: text });

export type TextMessageInput = z.output<typeof textMessageBody>;
export type MediaMessageInput = z.output<typeof mediaMessageBody>;
