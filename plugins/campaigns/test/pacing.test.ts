import { describe, expect, it } from 'vitest';
import {
  dailyCapFor,
  decideNext,
  isRateLimitError,
  localDayStart,
  nextLocalMidnight,
  rateLimitBackoff,
  safetyReport,
  type CampaignSettings,
  type PacingInput,
} from '../src/pacing/index.js';
import { defaultCampaignSettings } from '../src/contracts.js';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** A warmed-up connection, nothing sent today, no jitter: only what a test changes decides. */
function input(
  over: Omit<Partial<PacingInput>, 'settings'> & { settings?: Partial<CampaignSettings> } = {},
): PacingInput {
  return {
    now: at('2026-06-10T15:00:00Z'), // 12:00 in São Paulo
    sentInRun: 0,
    sentTodayOnConnection: 0,
    connectionFirstCampaignSendAt: at('2026-01-01T12:00:00Z'),
    lastSentAt: null,
    rateLimit: { until: null },
    secondMs: 1000,
    random: () => 0.5,
    ...over,
    settings: { ...defaultCampaignSettings, jitter: 0, ...over.settings },
  };
}

/** Runs a campaign of `count` messages with the decisions' own send times (no window, no cap); the gaps in ms. */
function gapsOf(count: number, gapSettings: Partial<CampaignSettings>, random?: () => number): number[] {
  const settings = { quietHoursStart: '00:00', quietHoursEnd: '00:00', dailyCap: 100_000, ...gapSettings };
  let now = at('2026-06-10T15:00:00Z');
  let lastSentAt: Date | null = null;
  const gaps: number[] = [];
  for (let sent = 0; sent < count; sent++) {
    const d = decideNext(input({ now, lastSentAt, sentInRun: sent, settings, random }));
    if (d.kind !== 'send') throw new Error(`paused: ${d.reason}`);
    if (lastSentAt) gaps.push(d.at.getTime() - lastSentAt.getTime());
    lastSentAt = d.at;
    now = d.at;
  }
  return gaps;
}

describe('gaps between campaign messages', () => {
  it('sends the first message at once, then waits messageInterval seconds after each', () => {
    const first = decideNext(input());
    expect(first).toEqual({ kind: 'send', at: at('2026-06-10T15:00:00Z') });
    const next = decideNext(input({ sentInRun: 1, lastSentAt: at('2026-06-10T15:00:00Z') }));
    expect(next).toEqual({ kind: 'send', at: at('2026-06-10T15:00:20Z') });
  });

  it('waits greaterInterval instead after every longerIntervalAfter messages', () => {
    const gaps = gapsOf(46, { messageInterval: 5, longerIntervalAfter: 20, greaterInterval: 60 });
    // gaps[i] follows message i + 1: the 20th and the 40th are followed by the longer gap
    const longer = gaps.flatMap((g, i) => (g === 60_000 ? [i + 1] : []));
    expect(longer).toEqual([20, 40]);
    expect(gaps.filter((g) => g === 5_000)).toHaveLength(gaps.length - 2);
  });

  it('never takes the longer gap when longerIntervalAfter is 0, and none when greaterInterval is 0', () => {
    expect(new Set(gapsOf(30, { messageInterval: 10, longerIntervalAfter: 0, greaterInterval: 60 }))).toEqual(
      new Set([10_000]),
    );
    expect(new Set(gapsOf(30, { messageInterval: 10, longerIntervalAfter: 5, greaterInterval: 0 }))).toEqual(
      new Set([10_000]),
    );
  });

  it('sends back to back when messageInterval is 0', () => {
    expect(new Set(gapsOf(10, { messageInterval: 0, longerIntervalAfter: 0 }))).toEqual(new Set([0]));
  });

  it('scales settings seconds by secondMs', () => {
    const d = decideNext(input({ secondMs: 2, sentInRun: 1, lastSentAt: at('2026-06-10T15:00:00Z') }));
    expect(d).toEqual({ kind: 'send', at: new Date(at('2026-06-10T15:00:00Z').getTime() + 40) });
  });

  it('never waits less than now: a gap already over sends at once', () => {
    const d = decideNext(input({ sentInRun: 1, lastSentAt: at('2026-06-10T14:00:00Z') }));
    expect(d).toEqual({ kind: 'send', at: at('2026-06-10T15:00:00Z') });
  });

  it('draws every gap uniformly within ±jitter of itself', () => {
    // a seeded generator (mulberry32) so the test is the same every run
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const gaps = gapsOf(2001, { messageInterval: 20, longerIntervalAfter: 0, jitter: 0.2 }, random);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(16_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(24_000);
    // uniform: the whole band is used and the mean sits in its middle
    expect(Math.min(...gaps)).toBeLessThan(16_100);
    expect(Math.max(...gaps)).toBeGreaterThan(23_900);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(Math.abs(mean - 20_000)).toBeLessThan(150);
    const lowerHalf = gaps.filter((g) => g < 20_000).length / gaps.length;
    expect(lowerHalf).toBeGreaterThan(0.46);
    expect(lowerHalf).toBeLessThan(0.54);
  });

  it('jitters the longer gap around greaterInterval too', () => {
    const low = decideNext(
      input({
        sentInRun: 20,
        lastSentAt: at('2026-06-10T15:00:00Z'),
        settings: { jitter: 0.5 },
        random: () => 0,
      }),
    );
    expect(low).toEqual({ kind: 'send', at: at('2026-06-10T15:00:30Z') });
  });
});

describe('quiet hours', () => {
  const lastSentAt = null;

  it('sends inside 08:00-20:00 São Paulo and pauses outside until the next opening', () => {
    // 19:59 in São Paulo (UTC-3)
    expect(decideNext(input({ now: at('2026-06-10T22:59:00Z'), lastSentAt })).kind).toBe('send');
    // 20:00 is already closed: the pause ends at 08:00 the next day
    expect(decideNext(input({ now: at('2026-06-10T23:00:00Z') }))).toEqual({
      kind: 'pause',
      until: at('2026-06-11T11:00:00Z'),
      reason: 'quiet-hours',
    });
    // 07:00 the same morning: until 08:00 that day
    expect(decideNext(input({ now: at('2026-06-10T10:00:00Z') }))).toEqual({
      kind: 'pause',
      until: at('2026-06-10T11:00:00Z'),
      reason: 'quiet-hours',
    });
  });

  it('reads the window in the configured zone: the same instants in Tokyo', () => {
    const tokyo = { timeZone: 'Asia/Tokyo' };
    // 23:00Z is 08:00 the next day in Tokyo: open there, closed in São Paulo
    expect(decideNext(input({ now: at('2026-06-10T23:00:00Z'), settings: tokyo })).kind).toBe('send');
    // 10:00Z is 19:00 in Tokyo (open) and 07:00 in São Paulo (closed)
    expect(decideNext(input({ now: at('2026-06-10T10:00:00Z'), settings: tokyo })).kind).toBe('send');
    // 11:00Z is 20:00 in Tokyo: closed until 08:00 there, 23:00Z
    expect(decideNext(input({ now: at('2026-06-10T11:00:00Z'), settings: tokyo }))).toEqual({
      kind: 'pause',
      until: at('2026-06-10T23:00:00Z'),
      reason: 'quiet-hours',
    });
  });

  it('handles a window across midnight (22:00-06:00)', () => {
    const night = { quietHoursStart: '22:00', quietHoursEnd: '06:00' };
    // 23:00 and 05:59 São Paulo are open
    expect(decideNext(input({ now: at('2026-06-11T02:00:00Z'), settings: night })).kind).toBe('send');
    expect(decideNext(input({ now: at('2026-06-11T08:59:00Z'), settings: night })).kind).toBe('send');
    // 06:00 closes it until 22:00 that evening
    expect(decideNext(input({ now: at('2026-06-11T09:00:00Z'), settings: night }))).toEqual({
      kind: 'pause',
      until: at('2026-06-12T01:00:00Z'),
      reason: 'quiet-hours',
    });
    // 21:59 waits one minute
    expect(decideNext(input({ now: at('2026-06-12T00:59:00Z'), settings: night }))).toEqual({
      kind: 'pause',
      until: at('2026-06-12T01:00:00Z'),
      reason: 'quiet-hours',
    });
  });

  it('pauses when the gap would carry the send past the window end', () => {
    // last message 19:59:50 São Paulo, 20 s gap: the next would go at 20:00:10
    const d = decideNext(
      input({ now: at('2026-06-10T22:59:50Z'), lastSentAt: at('2026-06-10T22:59:50Z'), sentInRun: 1 }),
    );
    expect(d).toEqual({ kind: 'pause', until: at('2026-06-11T11:00:00Z'), reason: 'quiet-hours' });
  });

  it('opens at the local 08:00 across a DST change (New York, 8 March 2026)', () => {
    // Saturday 21:00 EST (UTC-5); the clocks go forward that night, so Sunday 08:00 is EDT (UTC-4)
    const d = decideNext(
      input({ now: at('2026-03-08T02:00:00Z'), settings: { timeZone: 'America/New_York' } }),
    );
    expect(d).toEqual({ kind: 'pause', until: at('2026-03-08T12:00:00Z'), reason: 'quiet-hours' });
  });

  it('has no quiet hours when start and end are equal', () => {
    const always = { quietHoursStart: '00:00', quietHoursEnd: '00:00' };
    expect(decideNext(input({ now: at('2026-06-10T06:00:00Z'), settings: always })).kind).toBe('send');
  });
});

describe('daily cap per connection', () => {
  const always = { quietHoursStart: '00:00', quietHoursEnd: '00:00' };

  it('sends below the cap and pauses at it until the next local midnight', () => {
    expect(decideNext(input({ sentTodayOnConnection: 499 })).kind).toBe('send');
    // 12:00 São Paulo: midnight there is 03:00Z
    expect(decideNext(input({ sentTodayOnConnection: 500 }))).toEqual({
      kind: 'pause',
      until: at('2026-06-11T03:00:00Z'),
      reason: 'daily-cap',
    });
    // the same instant is 00:00 on the 11th in Tokyo: its day ends at 15:00Z on the 11th
    expect(
      decideNext(input({ sentTodayOnConnection: 500, settings: { ...always, timeZone: 'Asia/Tokyo' } })),
    ).toEqual({ kind: 'pause', until: at('2026-06-11T15:00:00Z'), reason: 'daily-cap' });
  });

  it("starts a new day's count when the gap carries the send past local midnight", () => {
    // 23:59:50 São Paulo with the cap reached: the next send, 20 s later, is on the next local day
    const d = decideNext(
      input({
        now: at('2026-06-11T02:59:50Z'),
        lastSentAt: at('2026-06-11T02:59:50Z'),
        sentInRun: 1,
        sentTodayOnConnection: 500,
        settings: always,
      }),
    );
    expect(d).toEqual({ kind: 'send', at: at('2026-06-11T03:00:10Z') });
  });

  it('counts the day from the local midnight of the configured zone', () => {
    expect(localDayStart(at('2026-06-10T02:00:00Z'), 'America/Sao_Paulo')).toEqual(
      at('2026-06-09T03:00:00Z'),
    );
    expect(localDayStart(at('2026-06-10T02:00:00Z'), 'Asia/Tokyo')).toEqual(at('2026-06-09T15:00:00Z'));
  });

  it('finds the next local midnight on a 23-hour day', () => {
    // 8 March 2026 in New York lasts 23 hours: from 05:00Z its midnight is 04:00Z on the 9th
    expect(nextLocalMidnight(at('2026-03-08T05:00:00Z'), 'America/New_York')).toEqual(
      at('2026-03-09T04:00:00Z'),
    );
  });
});

describe('warm-up of a new connection', () => {
  const settings = { ...defaultCampaignSettings, jitter: 0 };

  it('raises the cap linearly from 50 on day 1 to 500 on day 7, by local calendar day', () => {
    const first = at('2026-06-01T23:00:00Z'); // 20:00 on 1 June in São Paulo
    const capOn = (iso: string) => dailyCapFor(settings, first, at(iso));
    // 23:00 that night is still day 1; 00:30 is day 2
    expect(capOn('2026-06-02T02:00:00Z')).toEqual({ cap: 50, warmingUp: true });
    expect(capOn('2026-06-02T03:30:00Z')).toEqual({ cap: 125, warmingUp: true });
    const days = [3, 4, 5, 6, 7, 8, 30].map(
      (d) => capOn(`2026-06-${String(d).padStart(2, '0')}T15:00:00Z`).cap,
    );
    expect(days).toEqual([200, 275, 350, 425, 500, 500, 500]);
    expect(capOn('2026-06-07T15:00:00Z').warmingUp).toBe(false);
  });

  it('treats a connection that never sent as on its first day', () => {
    expect(dailyCapFor(settings, null, at('2026-06-10T15:00:00Z'))).toEqual({ cap: 50, warmingUp: true });
  });

  it('pauses with the warm-up reason when the rising cap is reached', () => {
    const d = decideNext(input({ connectionFirstCampaignSendAt: null, sentTodayOnConnection: 50 }));
    expect(d).toEqual({ kind: 'pause', until: at('2026-06-11T03:00:00Z'), reason: 'warm-up' });
    const day3 = decideNext(
      input({ connectionFirstCampaignSendAt: at('2026-06-08T15:00:00Z'), sentTodayOnConnection: 199 }),
    );
    expect(day3.kind).toBe('send');
  });

  it("reports the connection's limits for the campaign report", () => {
    const now = at('2026-06-10T15:00:00Z');
    expect(safetyReport(settings, at('2026-06-09T15:00:00Z'), 40, now)).toEqual({
      dailyCap: 500,
      sentToday: 40,
      quietHours: { start: '08:00', end: '20:00' },
      timeZone: 'America/Sao_Paulo',
      warmupCap: 125,
      newChatCap: 0,
      newChatsToday: 0,
    });
    expect(safetyReport(settings, at('2026-01-01T15:00:00Z'), 40, now).warmupCap).toBeNull();
  });

  it('has no warm-up when warmupDays is 1', () => {
    expect(dailyCapFor({ ...settings, warmupDays: 1 }, null, at('2026-06-10T15:00:00Z'))).toEqual({
      cap: 500,
      warmingUp: false,
    });
  });
});

describe('rate limits', () => {
  it('pauses until the rate-limit pause ends, then sends again', () => {
    const until = at('2026-06-10T15:15:00Z');
    expect(decideNext(input({ rateLimit: { until } }))).toEqual({
      kind: 'pause',
      until,
      reason: 'rate-limit',
    });
    expect(decideNext(input({ now: until, rateLimit: { until } })).kind).toBe('send');
  });

  it('pauses for a reach-out timelock (463) until it ends, then sends again', () => {
    const until = at('2026-06-11T15:00:00Z');
    expect(decideNext(input({ timelock: { until } }))).toEqual({ kind: 'pause', until, reason: 'timelock' });
    expect(decideNext(input({ now: until, timelock: { until } })).kind).toBe('send');
  });

  it('pauses a new chat at the daily new-chat quota until the next local midnight; known contacts still go', () => {
    const quota = { ...input().settings, newChatDailyCap: 2 };
    const full = input({ settings: quota, newChat: { isNew: true, sentToday: 2 } });
    expect(decideNext(full)).toMatchObject({ kind: 'pause', reason: 'new-chat-cap' });
    expect(decideNext({ ...full, newChat: { isNew: false, sentToday: 2 } }).kind).toBe('send');
    expect(decideNext({ ...full, newChat: { isNew: true, sentToday: 1 } }).kind).toBe('send');
    // 0 is no quota
    expect(decideNext({ ...full, settings: { ...quota, newChatDailyCap: 0 } }).kind).toBe('send');
  });

  it("pauses a new chat once WhatsApp's quota for the cycle is spent, until the cycle ends; known ones still go", () => {
    const cycleEndsAt = at('2026-06-12T03:00:00Z');
    const spent = input({ newChat: { isNew: true, sentToday: 0, quota: { remaining: 0, cycleEndsAt } } });
    expect(decideNext(spent)).toEqual({ kind: 'pause', until: cycleEndsAt, reason: 'new-chat-quota' });
    expect(decideNext({ ...spent, newChat: { ...spent.newChat!, isNew: false } }).kind).toBe('send');
    const left = { isNew: true, sentToday: 0, quota: { remaining: 1, cycleEndsAt } };
    expect(decideNext(input({ newChat: left })).kind).toBe('send');
    // WhatsApp's quota counts whatever the hand-set cap says (0 is none), and before it
    const both = input({
      settings: { newChatDailyCap: 100 },
      newChat: { isNew: true, sentToday: 100, quota: { remaining: -2, cycleEndsAt } },
    });
    expect(decideNext(both)).toMatchObject({ reason: 'new-chat-quota' });
    // a cycle whose end was not said (or passed): until the next local midnight, asked again then
    const unknownEnd = input({
      newChat: { isNew: true, sentToday: 0, quota: { remaining: 0, cycleEndsAt: null } },
    });
    expect(decideNext(unknownEnd)).toEqual({
      kind: 'pause',
      until: nextLocalMidnight(at('2026-06-10T15:00:00Z'), defaultCampaignSettings.timeZone),
      reason: 'new-chat-quota',
    });
  });

  it('backs off 15 minutes, doubling while it repeats, at most 4 hours', () => {
    const pauses: number[] = [];
    let last: number | null = null;
    for (let i = 0; i < 7; i++) pauses.push((last = rateLimitBackoff(last)));
    expect(pauses.map((ms) => ms / MIN)).toEqual([15, 30, 60, 120, 240, 240, 240]);
    expect(rateLimitBackoff(4 * HOUR)).toBe(4 * HOUR);
  });

  it("recognises WhatsApp's rate-limit errors and nothing else", () => {
    for (const e of [
      'rate-overlimit',
      'Error: rate-overlimit',
      'Request failed: 429',
      'Rate limit exceeded',
      'Too Many Requests',
    ])
      expect(isRateLimitError(e), e).toBe(true);
    for (const e of ['not-authorized', 'Connection Closed', 'Timed Out', 'no such number 5511429123456', ''])
      expect(isRateLimitError(e), e).toBe(false);
  });
});

describe('a campaign simulated over ten days on a new connection', () => {
  it('sends only inside the window, exactly the warm-up then the daily cap each local day, never too soon', () => {
    const settings: CampaignSettings = {
      ...defaultCampaignSettings,
      longerIntervalAfter: 20,
      greaterInterval: 60,
    };
    const zone = settings.timeZone;
    const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: zone });
    const clockOf = (d: Date) => d.toLocaleTimeString('en-GB', { timeZone: zone, hour12: false });
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

    let now = at('2026-06-01T09:00:00Z'); // 06:00 in São Paulo, before the window opens
    const end = at('2026-06-11T03:00:00Z'); // midnight after day 10
    const perDay = new Map<string, number>();
    const reasons = new Set<string>();
    let first: Date | null = null;
    let last: Date | null = null;
    let sent = 0;
    const tooSoon: string[] = [];
    const outside: string[] = [];
    while (now < end) {
      const d = decideNext({
        now,
        settings,
        sentInRun: sent,
        sentTodayOnConnection: perDay.get(dayOf(now)) ?? 0,
        connectionFirstCampaignSendAt: first,
        lastSentAt: last,
        rateLimit: { until: null },
        secondMs: 1000,
        random,
      });
      if (d.kind === 'pause') {
        expect(d.until.getTime()).toBeGreaterThan(now.getTime());
        reasons.add(d.reason);
        now = d.until;
        continue;
      }
      const clock = clockOf(d.at);
      if (clock < '08:00:00' || clock >= '20:00:00') outside.push(d.at.toISOString());
      // the smallest gap allowed: messageInterval less the jitter
      if (last && d.at.getTime() - last.getTime() < 16_000) tooSoon.push(d.at.toISOString());
      perDay.set(dayOf(d.at), (perDay.get(dayOf(d.at)) ?? 0) + 1);
      first ??= d.at;
      last = d.at;
      now = d.at;
      sent++;
    }
    expect(outside).toEqual([]);
    expect(tooSoon).toEqual([]);
    // a 12-hour window at ~20 s a message holds far more than the cap: each day ends on its cap exactly
    expect([...perDay.values()]).toEqual([50, 125, 200, 275, 350, 425, 500, 500, 500, 500]);
    expect(reasons).toEqual(new Set(['quiet-hours', 'warm-up', 'daily-cap']));
  });
});
