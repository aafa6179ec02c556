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
    expect(empty).toMatchObject({ status: 200, body: { active: 0, timelocks: [] } });

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
