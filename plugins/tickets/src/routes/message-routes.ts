import type Router from '@koa/router';
import { z } from 'zod';
import {
  idParam,
  multipart,
  parseBody,
  parseQuery,
  route,
  uploadFileName,
  type AppState,
  type UploadedFile,
} from '@balcao/core';
import {
  idempotencyKey,
  mediaMessageBody,
  messagesQuery,
  multipartText,
  textMessageBody,
} from '../message-schemas.js';
import { deleteMessage } from '../services/delete-message.js';
import { listMessages } from '../services/list-messages.js';
import { markTicketRead } from '../services/mark-ticket-read.js';
import { sendUserMessages, type UserMessages } from '../services/send-user-messages.js';
import { ticketForUser } from '../services/ticket-access.js';
import { ensureContentMatchesName } from '../outbound/file-content-check.js';
import type { TicketServices } from '../services/ticket-services.js';

/** Whaticket's client sends each file's name as its body: that is no caption */
const caption = (body: string | undefined, name: string) =>
  body === undefined || body.trim() === '' || body === name ? undefined : body;

/** what the request asks to send, read from JSON or multipart */
function readMessages(
  ctx: Parameters<typeof parseBody>[0],
  files: UploadedFile[],
): Omit<UserMessages, 'idempotencyKey'> {
  if (!ctx.is('multipart')) {
    const { body, quotedMsg } = parseBody(ctx, textMessageBody);
    return { body, quotedMsgId: quotedMsg?.id ?? null, files: [] };
  }
  const { body, quotedMsg } = parseBody(ctx, mediaMessageBody);
  const bodies = Array.isArray(body) ? body : [body];
  if (!files.length) {
    // a multipart text message: blank is refused as in JSON
    const text = multipartText.parse({ body: bodies[0] });
    return { body: text.body, quotedMsgId: quotedMsg?.id ?? null, files: [] };
  }
  return {
    files: files.map((f, i) => {
      const name = uploadFileName(f);
      const text = caption(bodies.length === 1 ? bodies[0] : bodies[i], name);
      return { path: f.path, name, mimeType: f.mimetype, ...(text ? { caption: text } : {}) };
    }),
  };
}

/** HTTP only: Whaticket's messages routes (spec §7). */
export function messageRoutes(router: Router<AppState>, tickets: TicketServices, maxBytes: number) {
  const deps = tickets.deps;
  const tags = ['messages'];
  route(
    router,
    {
      method: 'get',
      path: '/messages/:ticketId',
      summary: "A page of a ticket's messages (20, newest page first); marks them read",
      tags,
      query: messagesQuery,
    },
    async (ctx) => {
      const user = ctx.state.user;
      const ticketId = idParam(ctx, 'ticketId');
      const { pageNumber } = parseQuery(ctx, messagesQuery);
      await ticketForUser(deps, user, ticketId);
      const page = await listMessages(deps, user.companyId, ticketId, pageNumber);
      await markTicketRead(deps, page.ticket);
      ctx.body = page;
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/messages/:ticketId',
      summary: 'Send a text (JSON) or files (multipart `medias`, one message each); honours Idempotency-Key',
      tags,
      body: textMessageBody,
      errors: ['ERR_FILE_TYPE_MISMATCH'],
    },
    // authorize, then stream: a ticket the caller may not see is refused before its files are read
    multipart({
      media: deps.media,
      maxBytes,
      maxFiles: 10,
      authorize: (ctx) => ticketForUser(deps, ctx.state.user, idParam(ctx, 'ticketId')),
    }),
    async (ctx) => {
      const user = ctx.state.user;
      const ticketId = idParam(ctx, 'ticketId');
      const key = z.object({ 'idempotency-key': idempotencyKey.optional() }).parse({
        'idempotency-key': ctx.get('idempotency-key') || undefined,
      })['idempotency-key'];
      const input = readMessages(ctx, ctx.request.files ?? []);
      for (const [i, f] of (ctx.request.files ?? []).entries())
        await ensureContentMatchesName(f, input.files[i]?.name ?? f.originalname);
      const messages = await sendUserMessages(tickets, user, ticketId, {
        ...input,
        ...(key ? { idempotencyKey: key } : {}),
      });
      // answering is reading, as in Whaticket
      await markTicketRead(deps, await tickets.load(user.companyId, ticketId));
      ctx.body = messages;
    },
  );
  route(
    router,
    { method: 'delete', path: '/messages/:id', summary: 'Delete one of your messages for everyone', tags },
    async (ctx) => {
      ctx.body = await deleteMessage(deps, ctx.state.user, idParam(ctx));
    },
  );
}
