import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import {
  multipart,
  parseBody,
  route,
  uploadFileName,
  type ApiTokenGuard,
  type AppState,
  type MediaStore,
} from '@balcao/core';
import {
  sendAnswer,
  sendBody,
  sendErrors,
  sendHeaders,
  sendMultipart,
  sendTextBody,
} from './send-schemas.js';
import { sendApiMessage, type MessagesApiDeps } from './services/send-api-message.js';

const description = [
  "Sends a WhatsApp message through the connection whose token is the bearer (the connection's 32-character",
  'token, not a user session), to the contact with this number: the contact and its ticket on that connection',
  "are found or created in the connection's company, and the message goes through the outbox.",
  'JSON `{ number, body }`, or multipart/form-data with `number`, an optional `body` and one or more `medias`',
  '(one message per file, each captioned with `body`). The plan needs `useExternalApi`; each token may make',
  '`API_RATE_LIMIT` requests a minute (60 by default), then 429 with `Retry-After`.',
  'Balcão extension: on a WhatsApp Cloud API connection, JSON `{ number, template: { name, language, variables } }`',
  'sends one of its approved templates instead of a text, at any time (free text only within 24 hours of the',
  "customer's last message).",
].join(' ');

/** HTTP only: the external messages API of spec §7, on the public router behind a connection's token. */
export function messagesApiRoutes(
  router: Router<AppState>,
  apiToken: ApiTokenGuard,
  deps: MessagesApiDeps,
  maxBytes: number,
  media: MediaStore,
) {
  route(
    router,
    {
      method: 'post',
      path: '/api/messages/send',
      summary: "Send a text or files to a number with a connection's token",
      description,
      tags: ['messages-api'],
      body: sendTextBody,
      multipart: sendMultipart,
      headers: sendHeaders,
      response: sendAnswer,
      errors: sendErrors,
    },
    // the token first: nobody without one gets a body read, files included
    apiToken({ planFlag: 'useExternalApi' }),
    // the token guard in front decided who may send; the contact and ticket are found or made after the body
    multipart({ media, maxBytes, maxFiles: 10, authorize: () => undefined }),
    async (ctx) => {
      const files = (ctx.request.files ?? []).map((f) => ({
        path: f.path,
        name: uploadFileName(f),
        mimeType: f.mimetype,
      }));
      // with files the text is their caption and may be left out; without, it is the message
      const { number, body, template } = files.length
        ? { ...parseBody(ctx, sendBody), template: undefined }
        : parseBody(ctx, sendTextBody);
      const headers = sendHeaders.parse({
        'Idempotency-Key': ctx.get('idempotency-key') || undefined,
      });
      ctx.body = await sendApiMessage(deps, ctx.state.api, {
        number,
        ...(body ? { body } : {}),
        ...(template ? { template } : {}),
        files,
        idempotencyKey: headers['Idempotency-Key'] ?? randomUUID(),
      });
    },
  );
}
