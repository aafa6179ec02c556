import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin, type PluginContext } from '../../src/plugins/define-plugin.js';
import { until } from '../support/index.js';
import { sleep } from '../support/socket-client.js';

/**
 * Issue 11: a plugin's ctx.jobs is scoped to the plugin. Two plugins both define a job called 'send';
 * each keeps its own, neither reaches the other's nor the kernel's admin calls.
 */
const ran: Array<{ plugin: string; companyId: number | null; text: unknown }> = [];
const ctxJobs: Record<string, PluginContext['jobs']> = {};
const sender = (name: string) =>
  definePlugin({
    name,
    setup(k) {
      ctxJobs[name] = k.jobs;
      k.jobs.define(
        'send',
        async ({ data, companyId }) => void ran.push({ plugin: name, companyId, text: data.text }),
      );
    },
  });

const { t, seed } = tenantKernelPerFile({ plugins: [sender('alpha'), sender('beta')] });
describe("a plugin's jobs", () => {
  it("keep two plugins' jobs of the same short name apart, each run by its own handler", async () => {
    const alphaId = await ctxJobs.alpha!.now('send', { companyId: seed.a.id, text: 'from alpha' });
    const betaId = await ctxJobs.beta!.now('send', { companyId: seed.b.id, text: 'from beta' });
    await until('both jobs run', () => ran.length >= 2);
    await sleep(300);
    expect(ran.sort((x, y) => x.plugin.localeCompare(y.plugin))).toEqual([
      { plugin: 'alpha', companyId: seed.a.id, text: 'from alpha' },
      { plugin: 'beta', companyId: seed.b.id, text: 'from beta' },
    ]);
    // the jobs view reads the owner in the name
    expect((await t.kernel.jobs.get(alphaId))?.name).toBe('alpha.send');
    expect((await t.kernel.jobs.get(betaId))?.name).toBe('beta.send');
  });

  it('treat a name already starting with the plugin name as the same job', async () => {
    ran.length = 0;
    const id = await ctxJobs.alpha!.now('alpha.send', { companyId: seed.a.id, text: 'dotted' });
    await until('the job to run', () => ran.length === 1);
    expect(ran).toEqual([{ plugin: 'alpha', companyId: seed.a.id, text: 'dotted' }]);
    expect((await t.kernel.jobs.get(id))?.name).toBe('alpha.send');
  });

  it("cannot schedule another plugin's job", async () => {
    ran.length = 0;
    await expect(ctxJobs.beta!.now('alpha.send', { companyId: seed.a.id, text: 'hijack' })).rejects.toThrow(
      'plugin "beta" schedules job "beta.alpha.send" it has not defined',
    );
    await expect(
      ctxJobs.beta!.every('1 minute', 'alpha.send', { companyId: seed.a.id, text: 'hijack' }),
    ).rejects.toThrow('has not defined');
    await sleep(600);
    expect(ran).toEqual([]);
    expect((await t.kernel.jobs.list({ state: 'repeating' })).count).toBe(0);
  });

  it('cancel only their own jobs', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await ctxJobs.alpha!.schedule(later, 'send', { companyId: seed.a.id, text: 'later' });
    const betaLater = await ctxJobs.beta!.schedule(later, 'send', { companyId: seed.a.id, text: 'later' });
    expect(await ctxJobs.alpha!.cancel('send', { text: 'later' })).toBe(1);
    const left = await t.kernel.jobs.list({ state: 'scheduled' });
    expect(left.jobs.map((j) => j.id)).toEqual([betaLater]);
  });

  it("expose no admin or lifecycle calls of the kernel's jobs", () => {
    const jobs = ctxJobs.alpha!;
    for (const call of ['list', 'summary', 'get', 'retry', 'remove', 'start', 'stop'])
      expect(call in jobs, call).toBe(false);
    expect(Object.keys(jobs).sort()).toEqual(['cancel', 'define', 'every', 'now', 'schedule', 'unique']);
    // @ts-expect-error the type has no admin calls either
    expect(jobs.list).toBeUndefined();
  });
});
