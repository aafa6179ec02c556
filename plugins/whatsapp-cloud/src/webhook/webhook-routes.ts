import type Router from '@koa/router';
import { z } from 'zod';
import { AppError, idParam, parseQuery, route, type AppState, type PluginContext } from '@balcao/core';
import { loadCloudConnection } from '../cloud-credentials.js';
import { acceptWebhook, type AcceptDeps } from './accept-webhook.js';
import { sameSecret, validSignature } from './signature.js';
import { webhookBody } from './webhook-schema.js';

const handshake = z
  .object({
    'hub.mode': z.string().optional(),
    'hub.verify_token': z.string().optional(),
    'hub.challenge': z.string().max(200).optional(),
  })
  .loose();

const tags = ['whatsapp-cloud'];
const path = '/webhooks/whatsapp-cloud/:id';

/**
 * Meta's webhook for one Cloud connection: GET answers the subscription handshake, POST takes signed events. Both
 * are public (Meta has no session); the connection id in the path picks the secrets, the signature proves Meta.
 */
export function cloudWebhookRoutes(
  router: Router<AppState>,
  deps: AcceptDeps & { secrets: PluginContext['secrets'] },
) {
  const connectionOf = async (ctx: Parameters<typeof idParam>[0]) => {
    const conn = await loadCloudConnection(deps.secrets, idParam(ctx));
    if (!conn) throw new AppError('ERR_NO_CLOUD_CONNECTION', 404);
    return conn;
  };

  route(
    router,
    {
      method: 'get',
      path,
      summary: "Meta's webhook verification: answers hub.challenge to the right verify token (Balcão-only)",
      tags,
      auth: 'public',
      query: handshake,
      errors: ['ERR_NO_CLOUD_CONNECTION', 'ERR_CLOUD_VERIFY_TOKEN'],
    },
    async (ctx) => {
      const conn = await connectionOf(ctx);
      const q = parseQuery(ctx, handshake);
      const token = q['hub.verify_token'] ?? '';
      if (q['hub.mode'] !== 'subscribe' || !conn.verifyToken || !sameSecret(token, conn.verifyToken))
        throw new AppError('ERR_CLOUD_VERIFY_TOKEN', 403);
      ctx.type = 'text/plain';
      ctx.body = q['hub.challenge'] ?? '';
    },
  );

  route(
    router,
    {
      method: 'post',
      path,
      summary: "Meta's webhook events, signed with the app secret (X-Hub-Signature-256; Balcão-only)",
      tags,
      auth: 'public',
      body: webhookBody,
      errors: ['ERR_NO_CLOUD_CONNECTION', 'ERR_CLOUD_WEBHOOK_SIGNATURE'],
    },
    async (ctx) => {
      const conn = await connectionOf(ctx);
      // the signature is over the bytes Meta sent, never over a re-serialised body
      const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
      if (!validSignature(raw, ctx.get('x-hub-signature-256') || undefined, conn.appSecret))
        throw new AppError('ERR_CLOUD_WEBHOOK_SIGNATURE', 403);
      // stored before answering: a 200 tells Meta not to send it again
      await acceptWebhook(deps, conn, ctx.request.body);
      ctx.body = 'EVENT_RECEIVED';
    },
  );
}
