import { TIMELOCK_ASSUMED_HOURS } from '../backbone/outbox/timelock-store.js';
import type { ConnectionReachLimits } from './channels-api.js';

const ASSUMED_MS = TIMELOCK_ASSUMED_HOURS * 3_600_000;

/**
 * When the lock a 463 at `hitAt` answered to ends. WhatsApp's word on the account's timelock wins when it
 * covers that 463: reported while the 463's lock was still taken to be on (within the estimate after it), and
 * either ending after the 463 or lifting it. Otherwise, and for an older 463, the estimate:
 * TIMELOCK_ASSUMED_HOURS after it (WhatsApp says when a lock ends, not when it began).
 */
export function timelockEnd(
  hitAt: number,
  stated: ConnectionReachLimits['timelock'],
): { until: number; source: 'whatsapp' | 'estimate' } {
  const estimate = { until: hitAt + ASSUMED_MS, source: 'estimate' as const };
  if (!stated || stated.reportedAt.getTime() >= hitAt + ASSUMED_MS) return estimate;
  const endsAt = stated.endsAt?.getTime();
  if (endsAt !== undefined && endsAt > hitAt) return { until: endsAt, source: 'whatsapp' };
  const reportedAt = stated.reportedAt.getTime();
  if (!stated.active && endsAt === undefined && reportedAt >= hitAt)
    return { until: reportedAt, source: 'whatsapp' };
  return estimate;
}
