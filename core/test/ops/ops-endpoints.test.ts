import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import type { AddressInfo } from 'node:net';
import { createKernel } from '../../src/kernel.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { login, testEnv } from '../support/index.js';
import { until } from '../support/until.js';

/**
 * GET /health, /ready and /metrics on a real kernel: the probes answer without a session, /metrics only with
 * METRICS_TOKEN, and its numbers move when a message goes through the pipeline.
 */
const TOKEN = 'metrics-token-0123456789';
const { t, seed } = tenantKernelPerFile(() => ({
  bare: true,
  plugins: [counting],
  env: { METRICS_TOKEN: TOKEN },
}));

// a plugin's own metric, through the extension point
const counting = definePlugin({
  name: 'test-metrics',
  setup(ctx) {
    const seen = ctx.metrics.counter({ name: 'balcao_test_seen_total', help: 'messages the test step saw' });
    ctx.pipeline.stage({ name: 'count' });
    ctx.pipeline.step({ name: 'count', stage: 'count', kinds: ['message'], handle: () => seen.inc() });
  },
});

const scrape = async (token?: string) =>
  fetch(`${t.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const metricsText = async () => (await scrape(TOKEN)).text();
/** the value of one sample line, e.g. `balcao_inbound_events_total{kind="message",outcome="done"}` */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('operations endpoints', () => {
  it('answers /health and /ready without a session', async () => {
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { kernel: 'ok', database: 'ok' } });
  });

  it('keeps /metrics from anyone without the token', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: string }).error).toBe('ERR_METRICS_TOKEN');
    expect((await scrape('wrong-token-0123456789')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(200);
  });

  it('counts a received message, its latency, the lease, the queues and a send', async () => {
    const admin = await login(t, seed.a.admin.email);
    const created = await admin.post('/whatsapp', { name: 'Principal', provider: 'sim' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await until(
      'the connection to be owned here',
      async () => sample(await metricsText(), 'balcao_connections_owned') === 1,
      10_000,
    );
    // link the simulated phone, as a user scanning the QR code
    await until(
      'the QR code to be scanned',
      async () =>
        (
          await fetch(`${t.url}/sim/connections/${id}/scan`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status === 200,
      10_000,
    );
    await until(
      'CONNECTED',
      async () => (await admin.get(`/whatsapp/${id}`)).body.status === 'CONNECTED',
      10_000,
    );
    const sim = await fetch(`${t.url}/sim/connections/${id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: { number: '5511990001111' }, type: 'text', body: 'olá' }),
    });
    expect(sim.status).toBe(201);
    const text = await until(
      'the message to be counted',
      async () => {
        const m = await metricsText();
        return sample(m, 'balcao_inbound_events_total{kind="message",outcome="done"}') === 1 ? m : undefined;
      },
      10_000,
    );
    expect(sample(text, 'balcao_pipeline_latency_seconds_count{kind="message"}')).toBe(1);
    expect(sample(text, 'balcao_test_seen_total')).toBe(1);
    expect(sample(text, 'balcao_inbox_failed')).toBe(0);
    expect(sample(text, 'balcao_outbox_pending')).toBe(0);
    expect(sample(text, 'balcao_jobs_due')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'balcao_sockets')).toBe(0);
    expect(text).toContain('balcao_process_resident_memory_bytes');

    // an answer through the outbox counts as sent
    await t.kernel.channels.send(seed.a.id, id, { to: '5511990001111', type: 'text', body: 'oi' });
    await until(
      'the send to be counted',
      async () => (sample(await metricsText(), 'balcao_outbound_messages_total{status="sent"}') ?? 0) >= 1,
      10_000,
    );
  });

  it('answers /ready 503 naming the check once the kernel drains', async () => {
    t.kernel.drain();
    const ready = await fetch(`${t.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { kernel: 'draining', database: 'ok' },
    });
    // liveness is another matter: the process is still up
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not there at all', async () => {
    // a second kernel on the same database, serving HTTP only (no connections or jobs started)
    const bare = await createKernel({ env: testEnv(t.db.url) });
    await new Promise<void>((r) => bare.http.listen(0, '127.0.0.1', r));
    try {
      const { port } = bare.http.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: 'Bearer anything-at-all' },
      });
      expect(res.status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
