import { afterAll, describe, expect, it } from 'vitest';
import type { Kernel } from '../../src/kernel.js';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import { listGaps } from '../../src/backbone/inbox/connection-gaps.js';
import { insertCompany, insertPlan, insertWhatsapp, restartedKernels } from '../support/index.js';
import { sleep } from '../support/socket-client.js';
import { until } from '../connections/lease-children.js';

/**
 * The whole kernel was down, not only the connection: the next kernel on the same database records the gap
 * from the moment the previous one stopped to the moment the connection is back, and announces it.
 */
const { boot, cleanup } = restartedKernels();
afterAll(cleanup);

const connected = (k: Kernel, id: number) =>
  until('the connection to open', () => k.channels.status(id) === 'CONNECTED', 15_000);

describe('connection gaps across a restart', () => {
  it('records from the stop of the previous kernel to the reconnect of the next one', async () => {
    const first = await boot();
    const planId = await insertPlan(first.knex, 'Plano Reinicio');
    const company = await insertCompany(first.knex, 'Loja Reinicio', planId);
    const connectionId = await insertWhatsapp(first.knex, company.id, 'Sim', { status: 'CONNECTED' });
    await first.channels.added(connectionId);
    await connected(first, connectionId);
    const stoppedAfter = Date.now();
    await first.stop();
    const stoppedBefore = Date.now();
    // MariaDB keeps whole seconds: make the gap last more than one
    await sleep(1_500);

    const restartedAt = Date.now();
    const heard: Array<HookEvents['connection.gap']> = [];
    // the sim connection may be back before listen() returns: the listener is on before it starts
    const second = await boot((k) => k.hooks.on('connection.gap', (e) => void heard.push(e)));
    await connected(second, connectionId);
    await until('the gap announced', () => heard.length === 1, 10_000);

    const gaps = await listGaps(second.knex, company.id, connectionId);
    expect(gaps).toHaveLength(1);
    const [gap] = gaps;
    expect(gap!.from.getTime()).toBeGreaterThanOrEqual(Math.floor(stoppedAfter / 1000) * 1000);
    expect(gap!.from.getTime()).toBeLessThanOrEqual(stoppedBefore);
    expect(gap!.to.getTime()).toBeGreaterThanOrEqual(Math.floor(restartedAt / 1000) * 1000);
    expect(heard[0]).toMatchObject({ companyId: company.id, connectionId });
    expect(heard[0]!.from.getTime()).toBeLessThanOrEqual(stoppedBefore);
    expect(heard[0]!.to.getTime()).toBeGreaterThanOrEqual(restartedAt);
  }, 60_000);
});
