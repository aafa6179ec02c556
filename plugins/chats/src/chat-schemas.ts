import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, requiredText } from '@balcao/core';

/** Spec §5 Chat: the title is required, with the dialog's own words. */
const TITLE_REQUIRED = 'Por favor, preencha o título da conversa.';
const USERS_REQUIRED = 'Por favor, selecione pelo menos um usuário.';

const title = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, { error: TITLE_REQUIRED })
  .max(200, { error: 'Too Long!' });

const userId = z.coerce.number().int().positive();
/**
 * Whaticket's dialog posts the users it selected as user objects (`{ id, name, ... }`); a chat it loaded has
 * members as `{ userId, user, unreads }`. A bare id is fine too. Only the user's id is read.
 */
const member = z.union([
  userId,
  z.looseObject({ userId }).transform((m) => m.userId),
  z.looseObject({ id: userId }).transform((m) => m.id),
]);
const users = z
  .array(member, { error: USERS_REQUIRED })
  .min(1, { error: USERS_REQUIRED })
  .max(500)
  .transform((ids) => [...new Set(ids)]);

const fields = z.object({ title, users });
// the dialog posts back the chat as loaded: what the server derives is dropped
const echoes = ['id', 'uuid', 'ownerId', 'owner', 'lastMessage', 'messages', 'createdAt', 'updatedAt'];

/** POST /chats: `{ title, users }`; the caller is the owner and a member. */
export const chatBody = lenientBody(fields.strict(), { echoes });
/** PUT /chats/:id: any of the two; `users`, when given, is the whole list of members besides the owner. */
export const chatPatch = lenientBody(atLeastOne(fields.partial().strict()), { echoes });

/** POST /chats/:id/messages: spec §5, an empty message is not sent. */
export const messageBody = lenientBody(
  z
    .object({
      message: requiredText(10_000, 'Obrigatório'),
    })
    .strict(),
  { echoes: ['id', 'chatId', 'senderId', 'sender', 'createdAt', 'updatedAt'] },
);

/** GET /chats: `unread` (a Balcão addition) keeps only chats where the caller has unread messages. */
export const chatPageQuery = z.object({
  searchParam: searchParam(),
  pageNumber: pageNumber(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true'),
});

/** GET /chats/:id/messages */
export const messagePageQuery = z.object({ pageNumber: pageNumber() });

/** Every /chats/:id route takes the chat's id or its uuid (the screen's URL carries the uuid). */
export const chatParams = z.object({ id: z.string().describe('the chat id, or its uuid') });

export type ChatFields = z.output<typeof chatBody>;
export type ChatChanges = z.output<typeof chatPatch>;
export type ChatPageQuery = z.output<typeof chatPageQuery>;
