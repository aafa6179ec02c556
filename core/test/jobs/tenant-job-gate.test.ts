import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin, type PluginContext } from '../../src/plugins/define-plugin.js';
import {
  insertCompany,
  insertPlan,
  login,
  until,
  untilFound,
  type CompanyFixture,
} from '../support/index.js';
import { sleep } from '../support/socket-client.js';

/**
 * Issue 11: a plugin's job for a company runs only while the company is active and, for a plugin
 * with a plan flag, while its plan has the flag. A skipped run shows in the jobs view with its reason.
 */
const ran: Array<{ job: string; companyId: number | null }> = [];
const ctxJobs: Record<string, PluginContext['jobs']> = {};
const recorder = (name: string, planFlag?: string) =>
  definePlugin({
    name,
    planFlag,
    setup(k) {
      ctxJobs[name] = k.jobs;
      for (const job of ['tick', 'heartbeat'])
        k.jobs.define(job, async ({ companyId }) => void ran.push({ job: `${name}.${job}`, companyId }));
    },
  });

/** The one place this test writes a plan flag: the plan's features JSON, as the plan routes keep it. */
async function setPlanFlag(knex: Knex, planId: number, flag: string, on: boolean) {
  const { features } = await knex('plans').where({ id: planId }).first('features');
  const stored = features ? (JSON.parse(features) as Record<string, boolean>) : {};
  await knex('plans')
    .where({ id: planId })
    .update({ features: JSON.stringify({ ...stored, [flag]: on }) });
}
const setCompanyActive = (knex: Knex, companyId: number, active: boolean) =>
  knex('companies').where({ id: companyId }).update({ status: active });

const { t, seed } = tenantKernelPerFile({
  plugins: [recorder('kanban-sync', 'useKanban'), recorder('notes')],
});
let basicPlan: number;
let c: CompanyFixture;
beforeAll(async () => {
  // company B on a plan without useKanban; company C inactive
  basicPlan = await insertPlan(t.kernel.knex, 'Básico');
  await setPlanFlag(t.kernel.knex, basicPlan, 'useKanban', false);
  await t.kernel.knex('companies').where({ id: seed.b.id }).update({ planId: basicPlan });
  c = await insertCompany(t.kernel.knex, 'Empresa C', seed.planId);
  await setCompanyActive(t.kernel.knex, c.id, false);
});

const ranFor = (job: string, companyId: number) =>
  ran.filter((r) => r.job === job && r.companyId === companyId).length;
const failed = (id: string) =>
  untilFound('the job to fail', async () => {
    const job = await t.kernel.jobs.get(id);
    return job?.state === 'failed' && job;
  });

describe("a plugin's tenant jobs", () => {
  it("run for an active company whose plan has the plugin's flag", async () => {
    await ctxJobs['kanban-sync']!.now('tick', { companyId: seed.a.id });
    await until('A’s kanban tick', async () => ranFor('kanban-sync.tick', seed.a.id) === 1);
  });

  it("are skipped for a company whose plan lacks the plugin's flag, with the reason in the jobs view", async () => {
    const id = await ctxJobs['kanban-sync']!.now('tick', { companyId: seed.b.id });
    const notes = await ctxJobs.notes!.now('tick', { companyId: seed.b.id });
    await failed(id);
    // the same company runs a plugin without a flag
    await until('B’s notes tick', async () => ranFor('notes.tick', seed.b.id) === 1);
    expect(ranFor('kanban-sync.tick', seed.b.id)).toBe(0);
    expect((await t.kernel.jobs.get(notes))?.state).toBe('completed');

    const superUser = await login(t, seed.platform.admin.email);
    const view = await superUser.get('/jobs?state=failed');
    expect(view.body.jobs).toEqual([
      expect.objectContaining({
        id,
        name: 'kanban-sync.tick',
        companyName: 'Empresa B',
        failReason: `skipped: the plan of company ${seed.b.id} lacks useKanban`,
      }),
    ]);
  });

  it('run once the plan has the flag again', async () => {
    await setPlanFlag(t.kernel.knex, basicPlan, 'useKanban', true);
    await ctxJobs['kanban-sync']!.now('tick', { companyId: seed.b.id });
    await until('B’s kanban tick', async () => ranFor('kanban-sync.tick', seed.b.id) === 1);
    await setPlanFlag(t.kernel.knex, basicPlan, 'useKanban', false);
  });

  it('are skipped for an inactive company', async () => {
    const id = await ctxJobs.notes!.now('tick', { companyId: c.id });
    expect((await failed(id)).failReason).toBe(`skipped: company ${c.id} is inactive`);
    await sleep(300);
    expect(ranFor('notes.tick', c.id)).toBe(0);
  });

  it('keep their schedule while skipped and run again once the company is re-activated', async () => {
    const id = await ctxJobs.notes!.every(400, 'heartbeat', { companyId: c.id });
    const skipped = await failed(id);
    expect(skipped).toMatchObject({
      failReason: `skipped: company ${c.id} is inactive`,
      repeatInterval: 400,
    });
    expect(skipped.nextRunAt).not.toBeNull();
    expect(ranFor('notes.heartbeat', c.id)).toBe(0);

    await setCompanyActive(t.kernel.knex, c.id, true);
    await until('a heartbeat of C', async () => ranFor('notes.heartbeat', c.id) > 0);
    await until('the job to repeat', async () => (await t.kernel.jobs.get(id))?.state === 'repeating');
    expect(await ctxJobs.notes!.cancel('heartbeat')).toBe(1);
  });

  it('without a company run ungated, whatever the flag', async () => {
    await ctxJobs['kanban-sync']!.now('tick', {});
    await until('the platform-wide tick', async () =>
      ran.some((r) => r.job === 'kanban-sync.tick' && r.companyId === null),
    );
  });
});
