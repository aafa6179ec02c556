import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import timeline from '@balcao/plugin-timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '@balcao/core';
import { productDeclarations, testEnv, saoPaulo, timelineTypes } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { slaPlugin, type SlaServices } from '../src/index.js';
import { arrive, staffedQueue, policy, slaRow, startSlaKernel, type SlaKernel } from './sla-kernel.js';

const k = kernelPerFile<SlaKernel>(startSlaKernel, 60_000);
let second: Kernel | undefined;
afterAll(async () => {
  await second?.stop();
});

describe('two processes', () => {
  it('sweeping one database at once, they raise a breach once', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    // a second kernel on the same database, as a second server would be, with the same SLA clock
    const plugins = [
      contacts,
      tickets,
      queuesPlugin(),
      tags,
      timeline,
      slaPlugin({ now: () => k.clock.now }),
    ];
    const names = new Set(plugins.map((p) => p.name));
    const declared = (await productDeclarations()).filter((p) => !names.has(p.name));
    second = await createKernel({ env: testEnv(k.t.db.url), plugins: [...declared, ...plugins] });
    const other = second.plugins.services.get('sla') as SlaServices;

    const queueId = await staffedQueue(k);
    await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 5 });
    const ids = [await arrive(k, queueId), await arrive(k, queueId), await arrive(k, queueId)];
    k.clock.now = saoPaulo('2026-11-23T10:06:00');
    const raised = await Promise.all([
      k.sla.raiseDue(),
      other.raiseDue(),
      k.sla.raiseDue(),
      other.raiseDue(),
    ]);
    expect(raised.reduce((a, b) => a + b, 0)).toBe(3);
    for (const id of ids) {
      expect((await slaRow(k, id)).firstResponseBreachedAt).not.toBeNull();
      expect((await timelineTypes(k.t.kernel.knex, id)).filter((t) => t === 'sla-breached')).toHaveLength(1);
    }
  });
});
