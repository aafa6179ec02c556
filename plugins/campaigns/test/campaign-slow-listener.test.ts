import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { definePlugin } from '@balcao/core';
import { until } from '@balcao/core/testing';
import {
  campaignNow,
  insertContactList,
  numberOf,
  openSettings,
  startCampaignsKernel,
  type CampaignsKernel,
} from './support/campaigns-kernel.js';

/**
 * The outbox commits a refusal before its `outbox.status` listeners run, and the campaign's listener is what
 * pauses for a 463. Here a listener set up ahead of it holds every refusal back, as a busy process would (for
 * SLOW_MS), or as a process that died before running it would (until the test lets go).
 */
const SLOW_MS = 800;
let hold: 'slow' | 'lost' = 'slow';
let letGo = () => {};
const slowListener = definePlugin({
  name: 'slow-status-listener',
  setup(kernel) {
    kernel.hooks.on('outbox.status', async (e) => {
      if (e.status !== 'failed') return;
      if (hold === 'slow') await new Promise((r) => setTimeout(r, SLOW_MS));
      else await new Promise<void>((r) => (letGo = r));
    });
    return {};
  },
});
const k = kernelPerFile<CampaignsKernel>(() => startCampaignsKernel([], [slowListener]), 60_000);
const report = async (id: number) => (await k.admin.get(`/campaigns/${id}/report`)).body;
const sent = () => k.sim.sent(String(k.connectionId)).map((r) => r.chatId);

/** a campaign of 8 numbers from `first`, the third timelocked; answers its id once it paused */
async function campaignIntoA463(first: number) {
  await openSettings(k, k.seed.a.id, {
    messageInterval: 0,
    longerIntervalAfter: 0,
    greaterInterval: 0,
    timelockPauseHours: 2,
  });
  const listId = await insertContactList(k, k.seed.a.id, 8, () => null, first);
  k.sim.markTimelocked(numberOf(first + 2), true, 'send');
  const id = await campaignNow(k, listId, { name: `Recusa ${first}`, message1: 'Oi' });
  await until('the pause', async () => (await report(id)).pause?.reason === 'timelock');
  return id;
}

describe('a campaign whose refusal reaches it late', () => {
  it('sends nothing after the first 463 while its pause is on its way', async () => {
    const id = await campaignIntoA463(9000);
    // the pause is written: anything the race let through has left by now
    await new Promise((r) => setTimeout(r, SLOW_MS));
    expect(sent()).toEqual([numberOf(9000), numberOf(9001)]);
    expect((await report(id)).counts.delivered).toBe(2);
    await k.admin.post(`/campaigns/${id}/cancel`, {});
  });

  it('records a refusal whose listener never ran, after the grace, and pauses for it', async () => {
    hold = 'lost';
    const before = sent().length;
    try {
      // the listener is held until `finally`: only the run's replay, after the grace, can have paused it
      const id = await campaignIntoA463(9100);
      const failed = (await k.admin.get(`/campaigns/${id}/report`)).body.counts.failed as number;
      expect(failed).toBe(1);
      expect(sent().slice(before)).toEqual([numberOf(9100), numberOf(9101)]);
      await k.admin.post(`/campaigns/${id}/cancel`, {});
    } finally {
      letGo();
    }
  });
});
