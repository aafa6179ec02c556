import type { NewChatMessageCapInfo, ReachoutTimelockState } from '@whiskeysockets/baileys';
import type { ReachLimitsEvent } from '../channel-events.js';

/**
 * Baileys' `reachoutTimeLock` (in a `connection.update`): the account's timelock as WhatsApp states it, set
 * (with when it ends and why) or lifted. An `enforcementType` of DEFAULT means no restriction.
 */
export function limitsFromTimelock(state: ReachoutTimelockState, connectionId: string): ReachLimitsEvent {
  const endsAt = state.timeEnforcementEnds;
  const valid = endsAt instanceof Date && !Number.isNaN(endsAt.getTime());
  return {
    connectionId,
    timelock: {
      active: !!state.isActive,
      ...(valid ? { endsAt } : {}),
      ...(state.enforcementType ? { enforcementType: String(state.enforcementType) } : {}),
    },
  };
}

/**
 * Baileys' `message-capping.update` (and `fetchNewChatMessageCap`): the new-chat quota of the cycle. Undefined
 * when it names no quota. Its timestamps are strings of epoch seconds (milliseconds are accepted too).
 */
export function limitsFromCapping(
  info: NewChatMessageCapInfo,
  connectionId: string,
): ReachLimitsEvent | undefined {
  const total = Number(info.total_quota);
  if (!Number.isFinite(total) || info.total_quota == null) return undefined;
  const used = Number(info.used_quota ?? 0);
  const cycleEndsAt = epochDate(info.cycle_end_timestamp);
  return {
    connectionId,
    quota: {
      used: Number.isFinite(used) ? used : 0,
      total,
      ...(cycleEndsAt ? { cycleEndsAt } : {}),
      ...(info.capping_status ? { status: String(info.capping_status) } : {}),
    },
  };
}

function epochDate(value: string | undefined): Date | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  // below 1e12 it cannot be milliseconds of this century
  return n > 0 ? new Date(n < 1e12 ? n * 1000 : n) : undefined;
}
