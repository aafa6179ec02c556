import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import type { Socket } from 'socket.io-client';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { login, until } from '../support/index.js';
import type { HttpClient } from '../support/http-client.js';
import { connectSocket, recordEvents } from '../support/socket-client.js';

/**
 * The super user's jobs view (issue 4). A test plugin queues three jobs for the caller's company:
 * one nobody handles (stays queued), one for later (scheduled) and one that fails on its first run.
 */
let attempts = 0;
const reports = definePlugin({
  name: 'reports',
  setup(k) {
    k.jobs.define('reports.deliver', async () => {
      attempts++;
      if (attempts === 1) throw new Error('SMTP recusou a conexão');
    });
    k.router.post('/reports/queue', async (ctx) => {
      const companyId = ctx.state.user.companyId;
      // no process defines reports.archive, so it waits in the queue; a plugin may schedule only the jobs
      // it defines, so these two go through the kernel's jobs
      const pending = await t.kernel.jobs.now('reports.archive', { companyId });
      const later = await t.kernel.jobs.schedule(new Date(Date.now() + 3_600_000), 'reports.weekly', {
        companyId,
      });
      const failing = await k.jobs.now('reports.deliver', { companyId });
      ctx.status = 201;
      ctx.body = { pending, later, failing };
    });
  },
});

interface JobView {
  id: string;
  name: string;
  companyId: number | null;
  state: string;
  nextRunAt: string | null;
  lastRunAt: string | null;
  failCount: number;
  failReason: string | null;
}

const { t, seed } = tenantKernelPerFile({ plugins: [reports] });
let superUser: HttpClient;
let adminA: HttpClient;
let socket: Socket;
let heard: Array<{ event: string; payload: unknown }>;
let ids: { pending: string; later: string; failing: string };

const listed = async (state: string) =>
  ((await superUser.get(`/jobs?state=${state}`)).body.jobs as JobView[]) ?? [];

beforeAll(async () => {
  superUser = await login(t, seed.platform.admin.email);
  adminA = await login(t, seed.a.admin.email);
  socket = await connectSocket(t.url, superUser.token!);
  heard = recordEvents(socket);
  const res = await adminA.post('/reports/queue');
  expect(res.status).toBe(201);
  ids = res.body;
});
afterAll(async () => {
  socket?.disconnect();
});

describe('jobs view', () => {
  it('lists a queued job with its company, name and next run', async () => {
    const res = await superUser.get('/jobs?state=queued');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, hasMore: false });
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        id: ids.pending,
        name: 'reports.archive',
        companyId: seed.a.id,
        companyName: 'Empresa A',
        state: 'queued',
        failCount: 0,
        disabled: false,
      }),
    ]);
    expect(new Date(res.body.jobs[0].nextRunAt).getTime()).toBeLessThanOrEqual(Date.now());
    const scheduled = await listed('scheduled');
    expect(scheduled.map((j) => j.id)).toEqual([ids.later]);
  });

  it('shows a job that failed, with its reason, and counts it in the summary', async () => {
    const failed = await until('the job to fail', async () =>
      (await listed('failed')).find((j) => j.id === ids.failing),
    );
    expect(failed).toMatchObject({
      name: 'reports.deliver',
      companyId: seed.a.id,
      failCount: 1,
      failReason: 'SMTP recusou a conexão',
    });
    expect(failed.lastRunAt).toBeTruthy();
    const summary = await superUser.get('/jobs/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ queued: 1, scheduled: 1, failed: 1, running: 0, total: 3 });
  });

  it('retries a failed job now, tells the supers room, and the job then completes', async () => {
    const res = await superUser.post(`/jobs/${ids.failing}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.failing, name: 'reports.deliver' });
    await until('the retried job to complete', async () =>
      (await listed('completed')).some((j) => j.id === ids.failing),
    );
    expect(attempts).toBe(2);
    await until('the supers to hear of it', () => heard.find((e) => e.event === 'jobs'));
    expect(heard.find((e) => e.event === 'jobs')?.payload).toMatchObject({
      action: 'retry',
      job: { id: ids.failing },
    });
  });

  it('cancels a scheduled job: it is gone from the list, a second cancel is 404', async () => {
    const res = await superUser.delete(`/jobs/${ids.later}`);
    expect(res.status).toBe(200);
    expect(await listed('scheduled')).toEqual([]);
    const again = await superUser.delete(`/jobs/${ids.later}`);
    expect(again).toMatchObject({ status: 404, body: { error: 'ERR_NO_JOB_FOUND' } });
    await until('the supers to hear of the cancel', () =>
      heard.find((e) => e.event === 'jobs' && (e.payload as { action: string }).action === 'delete'),
    );
  });

  it('pages the full list', async () => {
    for (let i = 0; i < 21; i++)
      await t.kernel.jobs.schedule(new Date(Date.now() + 60_000 * (i + 1)), 'reports.bulk', {
        companyId: seed.b.id,
        i,
      });
    const first = await superUser.get('/jobs?state=scheduled');
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(first.body.jobs).toHaveLength(20);
    // soonest first
    expect((first.body.jobs as JobView[]).map((j) => j.nextRunAt)).toEqual(
      (first.body.jobs as JobView[]).map((j) => j.nextRunAt).sort(),
    );
    const second = await superUser.get('/jobs?state=scheduled&pageNumber=2');
    expect(second.body).toMatchObject({ count: 21, hasMore: false });
    expect(second.body.jobs).toHaveLength(1);
    const all = await superUser.get('/jobs');
    expect(all.body.count).toBe(23);
  });

  it('lists the jobs module in the manifest for super users only', async () => {
    const names = async (c: HttpClient) =>
      (await c.get('/modules')).body.modules.map((m: { name: string }) => m.name);
    expect(await names(superUser)).toContain('jobs');
    expect(await names(adminA)).not.toContain('jobs');
  });

  it('refuses every /jobs route to a company admin who is not super', async () => {
    for (const [method, path] of [
      ['GET', '/jobs'],
      ['GET', '/jobs/summary'],
      ['POST', `/jobs/${ids.pending}/retry`],
      ['DELETE', `/jobs/${ids.pending}`],
    ] as const) {
      const res = await adminA.request(method, path);
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    }
    expect((await listed('queued')).map((j) => j.id)).toEqual([ids.pending]);
  });

  it('answers bad ids and filters with 4xx codes, never 500', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['POST', '/jobs/not%20an%20id/retry', 400, 'ERR_INVALID_JOB_ID'],
      ['DELETE', `/jobs/${'a'.repeat(65)}`, 400, 'ERR_INVALID_JOB_ID'],
      ['DELETE', '/jobs/%27%20or%201%3D1', 400, 'ERR_INVALID_JOB_ID'],
      ['POST', '/jobs/00000000-0000-0000-0000-000000000000/retry', 404, 'ERR_NO_JOB_FOUND'],
      ['DELETE', '/jobs/507f1f77bcf86cd799439011', 404, 'ERR_NO_JOB_FOUND'],
      ['GET', '/jobs?state=exploded', 400, 'ERR_VALIDATION'],
      ['GET', '/jobs?pageNumber=0', 400, 'ERR_VALIDATION'],
      ['GET', '/jobs?pageNumber=abc', 400, 'ERR_VALIDATION'],
    ];
    for (const [method, path, status, error] of cases) {
      const res = await superUser.request(method, path);
      expect(res, `${method} ${path}`).toMatchObject({ status, body: { error } });
    }
  });
});
