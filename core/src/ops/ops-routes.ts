import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { AppState } from '../http/state.js';
import { AppError } from '../errors/app-error.js';
import type { KernelMetrics } from './kernel-metrics.js';
import { checkReadiness, type ReadinessDeps } from './readiness.js';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /health (liveness), GET /ready (readiness, 503 naming the failed check) and GET /metrics (Prometheus).
 * /metrics is hidden (404) unless METRICS_TOKEN is set, and then wants `Authorization: Bearer <token>`: the
 * numbers say how busy each company's connections are, which is nobody else's business.
 */
export function opsRoutes(d: ReadinessDeps & { metrics: KernelMetrics; metricsToken?: string }) {
  const router = new Router<AppState>();
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/ready', async (ctx) => {
    const { ok, checks } = await checkReadiness(d);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ok ? 200 : 503;
    ctx.body = { status: ok ? 'ready' : 'unavailable', checks };
  });
  router.get('/metrics', async (ctx) => {
    if (!d.metricsToken) throw new AppError('ERR_NOT_FOUND', 404);
    const header = ctx.get('authorization');
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !sameToken(given, d.metricsToken)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new AppError('ERR_METRICS_TOKEN', 401);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = d.metrics.registry.contentType;
    ctx.body = await d.metrics.registry.metrics();
  });
  return router;
}
