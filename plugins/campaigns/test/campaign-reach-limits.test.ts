import { describe, expect, it } from 'vitest';
import { until } from '@balcao/core/testing';
import {
  campaignFinished,
  insertContactList,
  numberOf,
  talkTo,
  openSettings,
  type CampaignsKernel,
} from './support/campaigns-kernel.js';
import { campaignsKernelPerFile } from './support/campaigns-per-file.js';

/**
 * What WhatsApp says of the connection's reach (Baileys' reachoutTimeLock and message-capping.update, raised here
 * by the sim): a campaign pauses until the timelock's stated end and holds to the new-chat quota it states.
 */
const k = campaignsKernelPerFile();
const HOUR = 3_600_000;
const report = async (id: number) => (await k.admin.get(`/campaigns/${id}/report`)).body;
const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const sentTo = (n: string) => k.sim.sent(String(k.connectionId)).filter((r) => r.chatId === n);

/** the sim says it; resolves once the kernel stored it */
async function whatsappSays(limits: Parameters<CampaignsKernel['sim']['reportReachLimits']>[1]) {
  const before = await k.t.kernel.channels.reachLimits(k.seed.a.id, k.connectionId);
  k.sim.reportReachLimits(String(k.connectionId), limits);
  await until('WhatsApp’s word to be stored', async () => {
    const now = await k.t.kernel.channels.reachLimits(k.seed.a.id, k.connectionId);
    const changed = (a: { reportedAt: Date } | null, b: { reportedAt: Date } | null) =>
      a?.reportedAt.getTime() !== b?.reportedAt.getTime();
    return (
      (!limits.timelock || changed(now.timelock, before.timelock)) &&
      (!limits.quota || changed(now.quota, before.quota))
    );
  });
}

async function startCampaign(name: string, listId: number) {
  const c = await k.admin.post('/campaigns', {
    name,
    message1: 'Oi',
    contactListId: listId,
    whatsappId: k.connectionId,
    scheduledAt: new Date().toISOString(),
  });
  expect(c.status).toBe(200);
  return c.body.id as number;
}

describe("campaigns and WhatsApp's word on the connection's reach", () => {
  it('pause until the end WhatsApp stated for the timelock, before any 463, and go on once it lifts it', async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
    const endsAt = wholeSecond(Date.now() + 3 * HOUR);
    await whatsappSays({ timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' } });
    const listId = await insertContactList(k, k.seed.a.id, 4, () => null, 9000);
    const id = await startCampaign('Travada pelo WhatsApp', listId);
    await until('the pause', async () => (await report(id)).pause?.reason === 'timelock');
    const paused = await report(id);
    // until when WhatsApp said, not timelockPauseHours: and nothing left, not even a first 463
    expect(new Date(paused.pause.until)).toEqual(endsAt);
    expect(paused.counts).toMatchObject({ delivered: 0, pending: 4 });
    expect(sentTo(numberOf(9000))).toEqual([]);

    await whatsappSays({ timelock: { active: false, enforcementType: 'DEFAULT' } });
    await campaignFinished(k, id);
    expect((await report(id)).counts).toMatchObject({ delivered: 4, pending: 0 });
  });

  it('move a pause a 463 began to the end WhatsApp states after it', async () => {
    await openSettings(k, k.seed.a.id, {
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
      timelockPauseHours: 2,
    });
    const listId = await insertContactList(k, k.seed.a.id, 4, () => null, 9100);
    k.sim.markTimelocked(numberOf(9100));
    try {
      const id = await startCampaign('Travada por 463', listId);
      await until('the pause', async () => (await report(id)).pause?.reason === 'timelock');
      const estimated = new Date((await report(id)).pause.until).getTime();
      const endsAt = wholeSecond(Date.now() + 5 * HOUR);
      expect(estimated).toBeLessThan(endsAt.getTime());
      await whatsappSays({ timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' } });
      await until(
        'the pause to move',
        async () => new Date((await report(id)).pause?.until).getTime() === endsAt.getTime(),
      );
      expect((await report(id)).pause.reason).toBe('timelock');
      await k.admin.post(`/campaigns/${id}/cancel`, {});
    } finally {
      k.sim.markTimelocked(numberOf(9100), false);
      await whatsappSays({ timelock: { active: false, enforcementType: 'DEFAULT' } });
    }
  });

  it('hold to the new-chat quota WhatsApp stated, until its cycle ends; known contacts still go', async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
    // the hand-set daily cap is off: WhatsApp's quota alone holds the campaign
    const cycleEndsAt = wholeSecond(Date.now() + 48 * HOUR);
    // chats opened in the second of the report count as after it (MariaDB keeps whole seconds): not the tests' above
    await new Promise((r) => setTimeout(r, 1100));
    await whatsappSays({ quota: { used: 8, total: 10, cycleEndsAt, status: 'FIRST_WARNING' } });
    const listId = await insertContactList(k, k.seed.a.id, 5, () => null, 9200);
    // the connection already talked to 9201: no new chat
    await talkTo(k, numberOf(9201));
    const id = await startCampaign('Cota do WhatsApp', listId);
    await until('the pause', async () => (await report(id)).pause?.reason === 'new-chat-quota');
    const paused = await report(id);
    // 9200 and 9202 spend the 2 left, 9201 is known; 9203 and 9204 wait for the next cycle
    expect(paused.counts).toMatchObject({ delivered: 3, pending: 2 });
    expect(new Date(paused.pause.until)).toEqual(cycleEndsAt);
    expect(sentTo(numberOf(9203))).toEqual([]);
    expect(paused.safety.whatsappQuota).toEqual({
      used: 8,
      total: 10,
      remaining: 0,
      cycleEndsAt: cycleEndsAt.toISOString(),
      status: 'FIRST_WARNING',
    });
    await k.admin.post(`/campaigns/${id}/cancel`, {});
  });
});
