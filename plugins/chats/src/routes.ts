import type Router from '@koa/router';
import { type AppState, parseBody, parseQuery, route } from '@balcao/core';
import {
  chatBody,
  chatPageQuery,
  chatParams,
  chatPatch,
  messageBody,
  messagePageQuery,
} from './chat-schemas.js';
import type { ChatServices } from './services/chat-services.js';

/** The chat's id or uuid as the path carries it; find-chats.ts decides which it is. */
const ref = (ctx: { params?: Record<string, string> }) => String(ctx.params?.id ?? '');

/** HTTP only: parse, call a service, answer with Whaticket's paths and shapes (spec §7). */
export function chatRoutes(router: Router<AppState>, cs: ChatServices) {
  const tags = ['chats'];
  const base = '/chats';
  const one = `${base}/:id`;
  const params = chatParams;
  route(
    router,
    {
      method: 'get',
      path: base,
      summary: "A page of the caller's chats: { records, count, hasMore }",
      tags,
      query: chatPageQuery,
    },
    async (ctx) => {
      ctx.body = await cs.page(ctx.state.user, parseQuery(ctx, chatPageQuery));
    },
  );
  route(
    router,
    { method: 'get', path: one, summary: 'One chat the caller is a member of', tags, params },
    async (ctx) => {
      ctx.body = await cs.show(ctx.state.user, ref(ctx));
    },
  );
  route(
    router,
    { method: 'post', path: base, summary: 'Start a chat: the caller owns it', tags, body: chatBody },
    async (ctx) => {
      ctx.body = await cs.create(ctx.state.user, parseBody(ctx, chatBody));
    },
  );
  route(
    router,
    {
      method: 'put',
      path: one,
      summary: 'Rename a chat or change its members (owner)',
      tags,
      params,
      body: chatPatch,
    },
    async (ctx) => {
      ctx.body = await cs.update(ctx.state.user, ref(ctx), parseBody(ctx, chatPatch));
    },
  );
  route(
    router,
    { method: 'delete', path: one, summary: 'Delete a chat and its messages (owner)', tags, params },
    async (ctx) => {
      await cs.delete(ctx.state.user, ref(ctx));
      ctx.body = { message: 'Chat deleted' };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${one}/read`,
      // Whaticket's client sends { userId }; it is always the caller's own count, so no body is read
      summary: "Reset the caller's unread count in a chat (a body's userId is not read)",
      tags,
      params,
    },
    async (ctx) => {
      ctx.body = await cs.markRead(ctx.state.user, ref(ctx));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: `${one}/messages`,
      summary: 'A page of messages, newest page first, each oldest first: { records, count, hasMore }',
      tags,
      params,
      query: messagePageQuery,
    },
    async (ctx) => {
      const { pageNumber } = parseQuery(ctx, messagePageQuery);
      ctx.body = await cs.messages(ctx.state.user, ref(ctx), pageNumber);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: `${one}/messages`,
      summary: 'Send a message to a chat',
      tags,
      params,
      body: messageBody,
    },
    async (ctx) => {
      const { message } = parseBody(ctx, messageBody);
      ctx.body = await cs.send(ctx.state.user, ref(ctx), message);
    },
  );
}
