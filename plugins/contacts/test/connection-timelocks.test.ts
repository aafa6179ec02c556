import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { openConnection, until } from '@balcao/core/testing';
import { insertContactWithInfo, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

/** GET /whatsapp/:id/timelocks: WhatsApp's 463s of a connection, named by contact, for its company's admin. */
const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);

const HOUR = 3_600_000;
const failedRows = (connectionId: number) =>
  k.t.kernel.knex('outboxMessages').where({ connectionId, errorCode: 'ERR_WAPP_TIMELOCK' });

/** a send the sim answers with 463, as WhatsApp does; resolves once the outbox recorded it */
async function sendRefused(companyId: number, connectionId: number, number: string) {
  k.sim.markTimelocked(number);
  try {
    const before = (await failedRows(connectionId)).length;
    await k.t.kernel.channels.enqueue(companyId, connectionId, { to: number, type: 'text', body: 'Oi!' });
    await until('the 463 to be recorded', async () => (await failedRows(connectionId)).length > before);
  } finally {
    k.sim.markTimelocked(number, false);
  }
}

describe('GET /whatsapp/:id/timelocks', () => {
  it('lists the contacts a connection hit 463 with, newest first, with how many are still active', async () => {
    const ana = await insertContactWithInfo(k.t, k.seed.a.id, {
      name: 'Ana Travada',
      number: '5511987650001',
    });
    const empty = await k.admin.get(`/whatsapp/${k.connectionId}/timelocks`);
    expect(empty).toMatchObject({
      status: 200,
      body: { active: 0, limits: { timelock: null, quota: null }, timelocks: [] },
    });

    // two days ago, with nobody saved under that number: no longer active, shown by its number
    await k.t.kernel.channels.outbox.timelocks.record(
      k.seed.a.id,
      k.connectionId,
      '5511987650009',
      Date.now() - 48 * HOUR,
    );
    const before = Date.now();
    await sendRefused(k.seed.a.id, k.connectionId, '5511987650001');
    await sendRefused(k.seed.a.id, k.connectionId, '5511987650001');

    const res = await k.admin.get(`/whatsapp/${k.connectionId}/timelocks`);
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(1);
    expect(res.body.timelocks).toEqual([
      {
        contact: { id: ana, name: 'Ana Travada', number: '5511987650001' },
        number: '5511987650001',
        count: 2,
        hitAt: expect.any(String),
        until: expect.any(String),
        untilSource: 'estimate',
        active: true,
      },
      expect.objectContaining({ contact: null, number: '5511987650009', count: 1, active: false }),
    ]);
    const [latest] = res.body.timelocks as Array<{ hitAt: string; until: string }>;
    const hitAt = Date.parse(latest!.hitAt);
    expect(hitAt).toBeGreaterThanOrEqual(before - 1000);
    // WhatsApp never says when it ends: a day after the last 463 is the estimate
    expect(Date.parse(latest!.until) - hitAt).toBe(24 * HOUR);
  });

  it('shows the end WhatsApp stated for the timelock, and the new-chat quota, once it said them', async () => {
    await sendRefused(k.seed.a.id, k.connectionId, '5511987650003');
    const endsAt = new Date(Math.floor((Date.now() + 5 * HOUR) / 1000) * 1000);
    const cycleEndsAt = new Date(Math.floor((Date.now() + 72 * HOUR) / 1000) * 1000);
    k.sim.reportReachLimits(String(k.connectionId), {
      timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
      quota: { used: 48, total: 50, cycleEndsAt, status: 'SECOND_WARNING' },
    });
    const said = async () => (await k.admin.get(`/whatsapp/${k.connectionId}/timelocks`)).body;
    await until('WhatsApp’s word to be stored', async () => (await said()).limits.timelock !== null);
    const body = await said();
    expect(body.limits).toEqual({
      timelock: {
        active: true,
        endsAt: endsAt.toISOString(),
        enforcementType: 'BIZ_QUALITY',
        reportedAt: expect.any(String),
      },
      quota: {
        used: 48,
        total: 50,
        cycleEndsAt: cycleEndsAt.toISOString(),
        status: 'SECOND_WARNING',
        reportedAt: expect.any(String),
      },
    });
    // the 463s the lock covers end when WhatsApp said; the one two days old, before it, keeps its estimate
    const byNumber = new Map(
      (body.timelocks as Array<{ number: string; until: string; untilSource: string }>).map((t) => [
        t.number,
        t,
      ]),
    );
    expect(byNumber.get('5511987650003')).toMatchObject({
      until: endsAt.toISOString(),
      untilSource: 'whatsapp',
      active: true,
    });
    expect(byNumber.get('5511987650009')).toMatchObject({ untilSource: 'estimate', active: false });
  });

  it("answers 404 for another company's connection or a bad id, and 403 to an attendant", async () => {
    const connectionB = await openConnection(k.t, k.seed.b.id, { name: 'Sim B' });
    await sendRefused(k.seed.b.id, connectionB, '5511987650002');
    expect(await k.adminB.get(`/whatsapp/${connectionB}/timelocks`)).toMatchObject({
      status: 200,
      body: { active: 1, timelocks: [expect.objectContaining({ number: '5511987650002', contact: null })] },
    });
    // A's admin learns nothing of B's connection, nor B's of A's
    for (const [client, id] of [
      [k.admin, connectionB],
      [k.adminB, k.connectionId],
    ] as const)
      expect(await client.get(`/whatsapp/${id}/timelocks`)).toMatchObject({
        status: 404,
        body: { error: 'ERR_NO_WAPP_FOUND' },
      });
    expect((await k.admin.get('/whatsapp/999999/timelocks')).status).toBe(404);
    expect((await k.admin.get('/whatsapp/abc/timelocks')).status).toBe(404);
    expect(await k.attendant.get(`/whatsapp/${k.connectionId}/timelocks`)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });
});
