import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import { listGaps } from '../../src/backbone/inbox/connection-gaps.js';
import { startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { linkedSimConnection } from './backbone-fixtures.js';

const t = kernelPerFile<TestKernel>(startTestKernel, 60_000);

describe('connection gaps', () => {
  it('records from/to when a dropped connection comes back, and announces it', async () => {
    const { companyId, connectionId, sim } = await linkedSimConnection(t, 'Loja Lacuna');
    const heard: Array<HookEvents['connection.gap']> = [];
    const off = t.kernel.hooks.on('connection.gap', (e) => void heard.push(e));
    const before = Date.now();
    sim.drop(String(connectionId));
    await until('the connection back', () => heard.length === 1, 15_000);
    off();
    const gaps = await listGaps(t.kernel.knex, companyId, connectionId);
    expect(gaps).toHaveLength(1);
    // MariaDB keeps whole seconds
    expect(gaps[0]!.from.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(gaps[0]!.to.getTime()).toBeGreaterThanOrEqual(gaps[0]!.from.getTime());
    expect(heard[0]).toMatchObject({ companyId, connectionId });
  }, 30_000);
});
