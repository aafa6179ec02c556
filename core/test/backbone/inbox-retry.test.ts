import { describe, expect, it } from 'vitest';
import { hookEventsPerFile, kernelPerFile } from '../support/per-file.js';
import { login, messageStepPlugin, startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { inboxRows, linkedSimConnection } from './backbone-fixtures.js';

/**
 * A step fails until its cause is fixed; the events it left failed are replayed by the company's admin, one
 * by id or all at once, and then reach the pipeline and the hooks like any other. Nobody replays another
 * company's events, and a plain user replays nothing.
 */
let broken = true;
const seen: string[] = [];
const fragile = messageStepPlugin(
  'test-fragile',
  'fragile',
  (e) => {
    if (broken) throw new Error('disk full');
    seen.push(e.payload.body ?? '');
  },
  'fragile:save',
);

const t = kernelPerFile<TestKernel>(
  () =>
    startTestKernel({
      plugins: [fragile],
      env: { INBOX_MAX_ATTEMPTS: '2', INBOX_RETRY_BASE_MS: '20' },
    }),
  60_000,
);
const received = hookEventsPerFile(t, 'message.received');

const statusOf = async (connectionId: number) =>
  Object.fromEntries(
    (await inboxRows(t, connectionId)).map((r: { payload: string; status: string }) => [
      JSON.parse(r.payload).body,
      r.status,
    ]),
  );

describe('retrying failed inbox events', () => {
  it('replays one failed event by id, then all the rest, only for the caller’s company', async () => {
    const { connectionId, sim } = await linkedSimConnection(t, 'Loja Replay');
    await linkedSimConnection(t, 'Loja Vizinha');
    for (const [n, body] of ['um', 'dois', 'tres'].entries())
      sim.contactSends(String(connectionId), { from: { number: `551194444000${n}` }, type: 'text', body });
    await until(
      'three failed events',
      async () => Object.values(await statusOf(connectionId)).filter((s) => s === 'failed').length === 3,
      10_000,
    );
    const rows = await inboxRows(t, connectionId);
    const idOf = (body: string) =>
      rows.find((r: { payload: string }) => JSON.parse(r.payload).body === body).id;

    const user = await login(t, 'user@lojareplay.test');
    expect((await user.post(`/inbox/failed/${idOf('um')}/retry`, {})).status).toBe(403);
    const neighbour = await login(t, 'admin@lojavizinha.test');
    const foreign = await neighbour.post(`/inbox/failed/${idOf('um')}/retry`, {});
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_INBOX_EVENT_NOT_FOUND');
    expect((await neighbour.post('/inbox/failed/retry', {})).body).toEqual({ retried: 0 });
    expect(await statusOf(connectionId)).toEqual({ um: 'failed', dois: 'failed', tres: 'failed' });

    broken = false;
    const admin = await login(t, 'admin@lojareplay.test');
    const one = await admin.post(`/inbox/failed/${idOf('um')}/retry`, {});
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ retried: 1 });
    await until('the replayed event processed', () => received.length === 1, 10_000);
    expect(seen).toEqual(['um']);
    expect(received[0]).toMatchObject({ connectionId, message: { body: 'um' } });
    expect(await statusOf(connectionId)).toEqual({ um: 'done', dois: 'failed', tres: 'failed' });
    // done now, so not failed any more: nothing to retry under that id
    expect((await admin.post(`/inbox/failed/${idOf('um')}/retry`, {})).status).toBe(404);

    expect((await admin.post('/inbox/failed/retry', {})).body).toEqual({ retried: 2 });
    await until('both replayed events processed', () => received.length === 3, 10_000);
    expect(seen.sort()).toEqual(['dois', 'tres', 'um']);
    expect(await statusOf(connectionId)).toEqual({ um: 'done', dois: 'done', tres: 'done' });
    expect((await admin.get('/inbox/failed')).body.events).toEqual([]);
  });
});
