import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { route } from '../../src/http/route.js';
import { startTenantKernel, startTestKernel, type TenantKernel } from '../support/index.js';

/**
 * A plugin declares a permission and names it on a route: the route answers by it, GET /openapi.json shows
 * it, ctx.permissions answers a service's question, and a room kind can require one too.
 */
const asked: boolean[] = [];
const reports = definePlugin({
  name: 'test-reports',
  declares: {
    permissions: [
      { name: 'reports:export', description: 'Export reports', holders: ['admin', 'supervisor', 'super'] },
    ],
  },
  setup(ctx) {
    route(
      ctx.router,
      { method: 'get', path: '/reports/export', summary: 'Export', permission: 'reports:export' },
      (c) => {
        asked.push(ctx.permissions.holds(c.state.user, 'reports:export'));
        c.body = { ok: true };
      },
    );
    ctx.realtime.defineRoom({
      join: 'joinReports',
      room: (companyId) => `company-${companyId}-reports`,
      takesValue: false,
      permission: 'reports:export',
    });
  },
});

const k = kernelPerFile<TenantKernel<'attendant' | 'supervisor' | 'admin'>>(() =>
  startTenantKernel({ plugins: [reports], as: ['attendant', 'supervisor', 'admin'] }),
);

describe('a permission a plugin declares', () => {
  it('lets its holders through the route and refuses the others with 403 ERR_NO_PERMISSION', async () => {
    expect(await k.supervisor.get('/reports/export')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await k.admin.get('/reports/export')).toMatchObject({ status: 200 });
    expect(await k.attendant.get('/reports/export')).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(asked).toEqual([true, true]);
  });

  it('is documented on the route in GET /openapi.json', async () => {
    const doc = (await k.admin.get('/openapi.json')).body;
    const op = doc.paths['/reports/export'].get;
    expect(op['x-permission']).toBe('reports:export');
    expect(op.responses['403'].description).toContain('reports:export');
  });

  it('guards a room kind that names it', async () => {
    const ask = async (role: 'attendant' | 'supervisor') => {
      const socket = await k.socket(k[role]);
      const answer = await new Promise((resolve) => socket.emit('joinReports', resolve));
      socket.close();
      return answer;
    };
    expect(await ask('supervisor')).toEqual({ ok: true });
    expect(await ask('attendant')).toEqual({ ok: false, error: 'ERR_NO_PERMISSION' });
  });

  it('stops the start when a route names a permission nobody declared', async () => {
    const typo = definePlugin({
      name: 'test-typo',
      setup(ctx) {
        route(
          ctx.router,
          { method: 'get', path: '/typo', summary: 'Typo', permission: 'reports:exprot' },
          (c) => {
            c.body = {};
          },
        );
      },
    });
    await expect(startTestKernel({ plugins: [typo] })).rejects.toThrow(/GET \/typo needs "reports:exprot"/);
  });
});
