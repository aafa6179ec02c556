import { afterAll, describe, expect, it } from 'vitest';
import { connectSocket, recordEvents, until } from '@balcao/core/testing';
import {
  campaignFinished,
  campaignNow,
  insertContactList,
  numberOf,
  talkTo,
  openSettings,
  tenantDb,
} from './support/campaigns-kernel.js';
import { campaignsKernelPerFile } from './support/campaigns-per-file.js';
import { campaignConfig } from '../src/config.js';

/** Realtime `company-{id}-campaign`, the plan's campaigns limit, and a WhatsApp rate limit pausing a campaign. */
const k = campaignsKernelPerFile();
let sockets: Array<Awaited<ReturnType<typeof connectSocket>>> = [];
const secondMs = () => campaignConfig.secondMs;
const report = async (id: number) => (await k.admin.get(`/campaigns/${id}/report`)).body;
/** waits until `read` gives the same answer for 500 ms */
async function settled(read: () => Promise<string>): Promise<void> {
  let last = await read();
  let since = Date.now();
  await until('the sends to settle', async () => {
    const now = await read();
    if (now !== last) [last, since] = [now, Date.now()];
    return Date.now() - since >= 500;
  });
}

afterAll(async () => {
  for (const s of sockets) s.disconnect();
});

describe('campaign events', () => {
  it("tells the company's sockets, and only them, of every change and of progress", async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
    sockets = await Promise.all(
      [k.admin, k.adminB].map((c) => connectSocket(k.t.url, c.token!, { via: 'query' })),
    );
    const [mine, theirs] = sockets.map(recordEvents);
    const listId = await insertContactList(k, k.seed.a.id, 5, () => null, 5000);
    const id = await campaignNow(k, listId, { name: 'Ao vivo', message1: 'Oi' });
    await campaignFinished(k, id);
    await until('the FINALIZADA event', () =>
      mine!.some((e) => (e.payload as { record?: { status: string } }).record?.status === 'FINALIZADA'),
    );
    const event = `company-${k.seed.a.id}-campaign`;
    const ours = mine!
      .filter((e) => e.event === event)
      .map((e) => e.payload as { action: string; record: { id: number; status: string } });
    expect(ours[0]).toMatchObject({ action: 'create', record: { id, status: 'PROGRAMADA' } });
    expect(ours.some((e) => e.action === 'update' && e.record.status === 'EM_ANDAMENTO')).toBe(true);
    // Whaticket's table and socket handler read each record's contactList.name and whatsapp.name
    for (const e of ours)
      expect(e.record, `${e.action} ${e.record.status}`).toMatchObject({
        contactList: { id: listId, name: expect.any(String) },
        whatsapp: { id: k.connectionId, name: expect.any(String) },
      });
    // and its report page counts the list's valid numbers from contactList.contacts
    const shown = (await k.admin.get(`/campaigns/${id}`)).body;
    expect(shown.contactList).toMatchObject({ id: listId, contactsCount: 5 });
    expect(shown.contactList.contacts).toHaveLength(5);
    expect(shown.contactList.contacts[0]).toMatchObject({
      number: expect.any(String),
      isWhatsappValid: true,
    });
    expect(theirs!.filter((e) => e.event.endsWith('-campaign'))).toEqual([]);
    await k.admin.delete(`/campaigns/${id}`);
    await until('the delete event', () =>
      mine!.some((e) => e.event === event && (e.payload as { action: string }).action === 'delete'),
    );
  });

  it("refuses a campaign over the plan's limit with ERR_PLAN_CAMPAIGN_LIMIT", async () => {
    const knex = k.t.kernel.knex;
    const [{ n }] = (await knex('campaigns').where({ companyId: k.seed.a.id }).count({ n: '*' })) as [
      { n: number },
    ];
    await knex('plans')
      .where({ id: k.seed.a.planId })
      .update({ limits: JSON.stringify({ campaigns: Number(n) + 1 }) });
    expect((await k.admin.post('/campaigns', { name: 'Cabe' })).status).toBe(200);
    const over = await k.admin.post('/campaigns', { name: 'Não cabe' });
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('ERR_PLAN_CAMPAIGN_LIMIT');
    // another company's plan is its own
    expect((await k.adminB.post('/campaigns', { name: 'Da B' })).status).toBe(200);
    await knex('plans').where({ id: k.seed.a.planId }).update({ limits: null });
  });

  it('pauses with the reason rate-limit when WhatsApp refuses a send for it, shown in the report', async () => {
    await openSettings(k, k.seed.a.id, { messageInterval: 5, longerIntervalAfter: 0, greaterInterval: 0 });
    const listId = await insertContactList(k, k.seed.a.id, 20, () => null, 6000);
    k.sim.refuseNextSend(String(k.connectionId), 'rate-overlimit');
    const id = await campaignNow(k, listId, { name: 'Limitada', message1: 'Oi' });
    await until('the pause', async () => (await report(id)).pause?.reason === 'rate-limit');
    const paused = await report(id);
    expect(new Date(paused.pause.until).getTime()).toBeGreaterThan(Date.now());
    expect(paused.campaign.pauseReason).toBe('rate-limit');
    expect(paused.safety).toMatchObject({ dailyCap: 100_000, quietHours: { start: '00:00', end: '00:00' } });
    // nothing new goes while paused (15 settings minutes: 3.6 s of test time)
    const sentThen = paused.counts.delivered;
    await new Promise((r) => setTimeout(r, 1000));
    expect((await report(id)).counts.delivered).toBeLessThanOrEqual(sentThen + 1);
    await k.admin.post(`/campaigns/${id}/cancel`, {});
  });

  // WhatsApp refuses at the send, or takes the send and refuses it in the receipt (most 463s come that way)
  it.each([
    { at: 'send' as const, first: 7000 },
    { at: 'receipt' as const, first: 7100 },
  ])(
    'pauses at the first 463 (reach-out timelock, at the $at) with the reason timelock, shown in the report',
    async ({ at, first }) => {
      await openSettings(k, k.seed.a.id, {
        messageInterval: 0,
        longerIntervalAfter: 0,
        greaterInterval: 0,
        timelockPauseHours: 2,
      });
      const listId = await insertContactList(k, k.seed.a.id, 10, () => null, first);
      const locked = numberOf(first + 2);
      const sentTo = (n: string) => k.sim.sent(String(k.connectionId)).filter((r) => r.chatId === n);
      k.sim.markTimelocked(locked, true, at);
      try {
        const id = await campaignNow(k, listId, { name: `Travada (${at})`, message1: 'Oi' });
        const startedAt = Date.now();
        await until('the pause', async () => (await report(id)).pause?.reason === 'timelock');
        const paused = await report(id);
        expect(paused.campaign.pauseReason).toBe('timelock');
        // 2 settings hours at the test's second
        const until_ = new Date(paused.pause.until).getTime();
        expect(until_).toBeGreaterThan(startedAt + 2 * 3600 * secondMs() - 1000);
        const failed = await tenantDb(k)
          .tenant(k.seed.a.id)('campaign_shipping')
          .where({ campaignId: id, status: 'failed' })
          .select('number', 'error');
        // refused at the send it never left; refused in the receipt it left once and counted as delivered first
        expect(sentTo(locked)).toHaveLength(at === 'send' ? 0 : 1);
        expect(failed).toEqual([{ number: locked, error: expect.stringContaining('463') as string }]);
        // the rest of the list waits: nothing more goes to new contacts while the timelock lasts. Refused in the
        // receipt, the next send may already have left before the refusal came back: let it land first.
        const sentAll = () => k.sim.sent(String(k.connectionId)).length;
        if (at === 'receipt')
          await settled(async () => `${sentAll()}/${(await report(id)).counts.delivered}`);
        const sentThen = sentAll();
        const delivered = (await report(id)).counts.delivered as number;
        if (at === 'send') {
          expect(delivered).toBeLessThanOrEqual(3);
          expect(sentTo(numberOf(first + 9))).toEqual([]);
        }
        await new Promise((r) => setTimeout(r, 1000));
        expect(sentAll()).toBe(sentThen);
        expect((await report(id)).counts.delivered).toBe(delivered);
        await k.admin.post(`/campaigns/${id}/cancel`, {});
      } finally {
        k.sim.markTimelocked(locked, false, at);
      }
    },
  );

  it('holds to the daily new-chat quota: contacts already talked to still go, new ones wait for the next day', async () => {
    // the quota is the connection's for the day: the campaigns above already opened some chats today
    const [{ n }] = (await tenantDb(k)
      .tenant(k.seed.a.id)('campaign_shipping')
      .where({ newChat: true })
      .count({ n: '*' })) as [{ n: number | string }];
    const before = Number(n);
    await openSettings(k, k.seed.a.id, {
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
      newChatDailyCap: before + 3,
    });
    const listId = await insertContactList(k, k.seed.a.id, 6, () => null, 8000);
    // the connection already talked to this one: it is no new chat
    await talkTo(k, numberOf(8001));
    const id = await campaignNow(k, listId, { name: 'Cota de conversas novas', message1: 'Oi' });
    await until('the pause', async () => (await report(id)).pause?.reason === 'new-chat-cap');
    const paused = await report(id);
    expect(paused.safety).toMatchObject({ newChatCap: before + 3, newChatsToday: before + 3 });
    // 8000, 8001 (known), 8002, 8003; 8004 and 8005 wait for the next local day
    expect(paused.counts).toMatchObject({ delivered: 4, pending: 2 });
    expect(new Date(paused.pause.until).getTime()).toBeGreaterThan(Date.now());
    expect(k.sim.sent(String(k.connectionId)).filter((r) => r.chatId === numberOf(8004))).toEqual([]);
    await k.admin.post(`/campaigns/${id}/cancel`, {});
  });
});
