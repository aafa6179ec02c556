import { dailyCapFor } from './caps.js';
import { jitteredGapMs } from './gaps.js';
import { inWindow, nextLocalMidnight, nextOpening, sameLocalDay } from './local-time.js';
import type { PacingDecision, PacingInput } from './types.js';

/**
 * When the next campaign message may go, or why and until when the campaign pauses (outreach.md "Pacing
 * semantics"). The gap is settings time (scaled by secondMs); the window, the local day and rate-limit pauses are
 * real clock time. A pause ends at the window's next opening, the next local midnight, the rate limit's end, the
 * timelock's end or the end of WhatsApp's new-chat quota cycle (the next local midnight when it named none); the
 * caller asks again then.
 */
export function decideNext(input: PacingInput): PacingDecision {
  const { now, settings, lastSentAt } = input;
  const random = input.random ?? Math.random;
  const until = input.rateLimit.until;
  if (until && until.getTime() > now.getTime()) return { kind: 'pause', until, reason: 'rate-limit' };
  const locked = input.timelock?.until;
  if (locked && locked.getTime() > now.getTime()) return { kind: 'pause', until: locked, reason: 'timelock' };

  const gap = lastSentAt ? jitteredGapMs(settings, input.sentInRun, input.secondMs, random) : 0;
  const at = new Date(Math.max(now.getTime(), (lastSentAt?.getTime() ?? 0) + gap));
  const { quietHoursStart, quietHoursEnd, timeZone } = settings;
  if (!inWindow(at, quietHoursStart, quietHoursEnd, timeZone))
    return { kind: 'pause', until: nextOpening(at, quietHoursStart, timeZone), reason: 'quiet-hours' };

  // the count the caller has is of now's local day; a send that falls on the next day starts its count afresh
  const sentThatDay = sameLocalDay(at, now, timeZone) ? input.sentTodayOnConnection : 0;
  const { cap, warmingUp } = dailyCapFor(settings, input.connectionFirstCampaignSendAt, at);
  if (sentThatDay >= cap)
    return {
      kind: 'pause',
      until: nextLocalMidnight(at, timeZone),
      reason: warmingUp ? 'warm-up' : 'daily-cap',
    };
  // WhatsApp's own quota first: past it the 463s start, whatever the hand-set cap says
  const quota = input.newChat?.quota;
  if (input.newChat?.isNew && quota && quota.remaining <= 0) {
    const cycleEnd =
      quota.cycleEndsAt && quota.cycleEndsAt.getTime() > now.getTime() ? quota.cycleEndsAt : null;
    return { kind: 'pause', until: cycleEnd ?? nextLocalMidnight(at, timeZone), reason: 'new-chat-quota' };
  }
  const { newChatDailyCap } = settings;
  const newToday = sameLocalDay(at, now, timeZone) ? (input.newChat?.sentToday ?? 0) : 0;
  if (input.newChat?.isNew && newChatDailyCap > 0 && newToday >= newChatDailyCap)
    return { kind: 'pause', until: nextLocalMidnight(at, timeZone), reason: 'new-chat-cap' };
  return { kind: 'send', at };
}
