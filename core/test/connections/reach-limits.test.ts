import { afterAll, describe, expect, it } from 'vitest';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import { insertCompany, insertPlan, insertWhatsapp, restartedKernels } from '../support/index.js';
import { until } from './lease-children.js';

/**
 * What WhatsApp says of a connection's reach (its timelock, its new-chat quota) is kept per connection, each
 * part updated by the report that carries it, read back by the company only, and still there after a restart.
 */
const { boot, cleanup } = restartedKernels();
afterAll(cleanup);

const HOUR = 3_600_000;
// whole seconds: MariaDB and SQLite keep the milliseconds alike, but the test should not depend on it
const inHours = (h: number) => new Date(Math.floor((Date.now() + h * HOUR) / 1000) * 1000);

describe("a connection's reach limits", () => {
  it('are stored as WhatsApp reports them, part by part, and survive a restart', async () => {
    const first = await boot();
    const planId = await insertPlan(first.knex, 'Plano Alcance');
    const company = await insertCompany(first.knex, 'Loja Alcance', planId);
    const other = await insertCompany(first.knex, 'Loja Outra', planId);
    const connectionId = await insertWhatsapp(first.knex, company.id, 'Sim', { status: 'CONNECTED' });
    await first.channels.added(connectionId);
    await until('the connection to open', () => first.channels.status(connectionId) === 'CONNECTED', 15_000);
    const heard: Array<HookEvents['connection.reach-limits']> = [];
    first.hooks.on('connection.reach-limits', (e) => void heard.push(e));

    // nothing said yet: nothing known, and no guess presented as WhatsApp's
    expect(await first.channels.reachLimits(company.id, connectionId)).toEqual({
      timelock: null,
      quota: null,
    });

    // a 463 an hour ago, then WhatsApp states the lock and when it ends
    const hitAt = Date.now() - HOUR;
    await first.channels.outbox.timelocks.record(company.id, connectionId, '5511987650001', hitAt);
    expect(await first.channels.timelocks(company.id, connectionId)).toEqual([
      expect.objectContaining({ untilSource: 'estimate', until: new Date(hitAt + 24 * HOUR), active: true }),
    ]);
    const endsAt = inHours(5);
    const sim = first.channels.sim!;
    sim.reportReachLimits(String(connectionId), {
      timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
    });
    await until('the timelock stored', () => heard.length === 1, 10_000);
    expect(heard[0]).toEqual({
      companyId: company.id,
      connectionId,
      timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
    });
    // a quota report leaves the timelock as it was
    const cycleEndsAt = inHours(48);
    sim.reportReachLimits(String(connectionId), {
      quota: { used: 7, total: 10, cycleEndsAt, status: 'FIRST_WARNING' },
    });
    await until('the quota stored', () => heard.length === 2, 10_000);

    const expected = {
      timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY', reportedAt: expect.any(Date) },
      quota: { used: 7, total: 10, cycleEndsAt, status: 'FIRST_WARNING', reportedAt: expect.any(Date) },
    };
    expect(await first.channels.reachLimits(company.id, connectionId)).toEqual(expected);
    // the 463's lock now ends when WhatsApp said, not a day after it
    expect(await first.channels.timelocks(company.id, connectionId)).toEqual([
      expect.objectContaining({ untilSource: 'whatsapp', until: endsAt, active: true }),
    ]);
    await expect(first.channels.reachLimits(other.id, connectionId)).rejects.toMatchObject({
      code: 'ERR_NO_WAPP_FOUND',
    });
    await first.stop();

    const second = await boot();
    expect(await second.channels.reachLimits(company.id, connectionId)).toEqual(expected);

    // WhatsApp lifts it: the lock is over, and the 463 before the lifting with it
    await until('the connection to open', () => second.channels.status(connectionId) === 'CONNECTED', 15_000);
    const lifted: Array<HookEvents['connection.reach-limits']> = [];
    second.hooks.on('connection.reach-limits', (e) => void lifted.push(e));
    second.channels.sim!.reportReachLimits(String(connectionId), {
      timelock: { active: false, enforcementType: 'DEFAULT' },
    });
    await until('the lifting stored', () => lifted.length === 1, 10_000);
    const after = await second.channels.reachLimits(company.id, connectionId);
    expect(after.timelock).toMatchObject({ active: false, endsAt: null, enforcementType: 'DEFAULT' });
    expect(after.quota).toEqual(expected.quota);
    expect(await second.channels.timelocks(company.id, connectionId)).toEqual([
      expect.objectContaining({ untilSource: 'whatsapp', until: after.timelock!.reportedAt, active: false }),
    ]);
  }, 90_000);
});
