import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { z } from 'zod';
import type { SimNetwork } from './sim-network.js';
import { simPageHtml } from './sim-page.js';

const contact = z
  .object({ number: z.string().optional(), lid: z.string().optional(), name: z.string().optional() })
  .refine((c) => c.number || c.lid, 'number or lid');
const inbound = z.object({
  from: contact,
  group: z.object({ id: z.string().min(1), subject: z.string().optional() }).optional(),
  type: z.enum(['text', 'image', 'audio', 'video', 'application', 'locationMessage', 'vcard', 'call_log']),
  body: z.string().optional(),
  quotedWaMessageId: z.string().optional(),
  media: z
    .object({
      base64: z.string().optional(),
      mimetype: z.string().optional(),
      filename: z.string().optional(),
      ptt: z.boolean().optional(),
    })
    .optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  vcard: z.string().optional(),
  displayName: z.string().optional(),
  video: z.boolean().optional(),
  /** the id WhatsApp gave it: the same id again is a redelivery, which the inbox drops */
  waMessageId: z.string().min(1).max(100).optional(),
});

/**
 * The simulator's control API (and its demo page at GET /sim). Mounted by the host outside
 * production only: it lets anyone impersonate WhatsApp for every connection on the sim network, so it
 * answers only requests from this machine that no proxy forwarded; to anyone else it does not exist.
 */
export function createSimRouter(sim: SimNetwork): Router {
  const router = new Router();

  router.use(async (ctx, next) => {
    if (!fromThisMachine(ctx.req.socket.remoteAddress, ctx.req.headers)) {
      ctx.status = 404;
      ctx.body = { error: 'ERR_NOT_FOUND' };
      return;
    }
    await next();
  });
  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const invalid = err instanceof z.ZodError;
      ctx.status = invalid ? 400 : 409;
      ctx.body = invalid
        ? { error: 'ERR_SIM_INVALID', issues: err.issues }
        : { error: 'ERR_SIM', message: (err as Error).message };
    }
  });
  // the kernel usually parsed the body already; this keeps the router usable on its own
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: '10mb' }));
  const body = (ctx: { request: unknown }) =>
    ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;

  router.get('/sim', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = simPageHtml;
  });

  router.get('/sim/connections', (ctx) => {
    ctx.body = sim.list();
  });

  router.post('/sim/connections/:id/scan', (ctx) => {
    const { phoneNumber, passkey } = z
      .object({ phoneNumber: z.string().optional(), passkey: z.boolean().optional() })
      .parse(body(ctx));
    sim.scan(ctx.params.id!, phoneNumber, { passkey: passkey ?? false });
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/messages', (ctx) => {
    const input = inbound.parse(body(ctx));
    const { media, waMessageId: replayed, ...rest } = input;
    const waMessageId = sim.contactSends(
      ctx.params.id!,
      {
        ...rest,
        ...(media
          ? { media: { ...media, ...(media.base64 ? { data: Buffer.from(media.base64, 'base64') } : {}) } }
          : {}),
      },
      replayed,
    );
    ctx.status = 201;
    ctx.body = { waMessageId };
  });

  router.post('/sim/connections/:id/lid-mapping', (ctx) => {
    const { lid, number, name } = z
      .object({ lid: z.string().min(1), number: z.string().min(1), name: z.string().optional() })
      .parse(body(ctx));
    sim.announceLidMapping(ctx.params.id!, lid, number, name);
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/phone-messages', (ctx) => {
    const { to, body: text } = z.object({ to: contact, body: z.string() }).parse(body(ctx));
    ctx.status = 201;
    ctx.body = { waMessageId: sim.phoneSends(ctx.params.id!, to, text) };
  });

  router.post('/sim/connections/:id/messages/:waMessageId/edit', (ctx) => {
    const { chatId, body: text } = z.object({ chatId: z.string(), body: z.string() }).parse(body(ctx));
    sim.edit(ctx.params.id!, chatId, ctx.params.waMessageId!, text);
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/messages/:waMessageId/revoke', (ctx) => {
    const { chatId } = z.object({ chatId: z.string() }).parse(body(ctx));
    sim.revoke(ctx.params.id!, chatId, ctx.params.waMessageId!);
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/drop', (ctx) => {
    sim.drop(ctx.params.id!);
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/reachable', (ctx) => {
    const { reachable } = z.object({ reachable: z.boolean() }).parse(body(ctx));
    sim.setReachable(ctx.params.id!, reachable);
    ctx.body = { ok: true };
  });

  router.post('/sim/connections/:id/refuse-next-send', (ctx) => {
    const { reason } = z.object({ reason: z.string().optional() }).parse(body(ctx));
    sim.refuseNextSend(ctx.params.id!, reason);
    ctx.body = { ok: true };
  });

  router.put('/sim/ack-speed', (ctx) => {
    const { ms, connectionId } = z
      .object({ ms: z.number().int().min(0).max(3_600_000), connectionId: z.string().optional() })
      .parse(body(ctx));
    sim.setAckDelay(ms, connectionId);
    ctx.body = { ok: true };
  });

  router.get('/sim/connections/:id/sent', (ctx) => {
    // bytes stay on the server; the list shows what was sent, not the files
    ctx.body = sim.sent(ctx.params.id!).map((r) => {
      if (!('media' in r.message)) return r;
      const { data, ...media } = r.message.media;
      return { ...r, message: { ...r.message, media: { ...media, size: data?.length ?? media.size } } };
    });
  });

  return router;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/**
 * Headers a proxy or load balancer adds (RFC 7239 Forwarded, Via, the X-Forwarded-* family and the vendors' own):
 * a proxy on this machine makes every visitor look local, so any one of them means the request came from elsewhere.
 */
const proxyHeader =
  /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|client-ip|true-client-ip|cf-connecting-ip|x-cluster-client-ip|fastly-client-ip|x-original-forwarded-for|x-proxyuser-ip)$/;
const fromThisMachine = (address: string | undefined, headers: Record<string, unknown>) =>
  loopback.has(address ?? '') && !Object.keys(headers).some((name) => proxyHeader.test(name));
