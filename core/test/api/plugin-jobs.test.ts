import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { login } from '../support/index.js';

/** A plugin defines a job in setup and schedules it from a route: the kernel's jobs run it for that tenant. */
const ran: Array<{ companyId: number | null; text: string }> = [];
const reminder = definePlugin({
  name: 'reminder',
  setup(k) {
    k.jobs.define<{ text: string }>('reminder.send', async ({ data, companyId }) => {
      ran.push({ companyId, text: data.text });
    });
    k.router.post('/reminders', async (ctx) => {
      await k.jobs.now('reminder.send', {
        companyId: ctx.state.user.companyId,
        text: 'ligar para o cliente',
      });
      ctx.status = 202;
      ctx.body = { queued: true };
    });
  },
});

const { t, seed } = tenantKernelPerFile({ plugins: [reminder] });
describe('plugin jobs', () => {
  it("runs a job a plugin queued, with the caller's company as its tenant", async () => {
    const admin = await login(t, seed.a.admin.email);
    expect((await admin.post('/reminders')).status).toBe(202);
    const deadline = Date.now() + 5000;
    while (!ran.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual([{ companyId: seed.a.id, text: 'ligar para o cliente' }]);
    // a name already starting with the plugin's name is stored as written
    const { jobs } = await t.kernel.jobs.list();
    expect(jobs.map((j) => j.name)).toEqual(['reminder.send']);
  });
});
