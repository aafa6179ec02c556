import { addOpenMinutes, type Schedule } from '@balcao/plugin-queues';
import type { SlaPolicy } from '../sla-models.js';
import type { SlaDeps } from './sla-deps.js';

/** When `minutes` are up after `from` (epoch ms), in the policy's time; null when never. */
export type DueAt = (from: number, minutes: number | null) => number | null;

/**
 * The clock a policy counts in for a ticket: plain time, or with `businessHours` only the open time of the
 * ticket's queue (its own hours, when it has some) or else of the company (the queues plugin owns both; hours
 * never set count as always open).
 */
export async function dueClock(
  deps: SlaDeps,
  companyId: number,
  policy: SlaPolicy,
  queueId: number | null,
): Promise<DueAt> {
  let schedules: Schedule[] = [];
  if (policy.businessHours) {
    if (queueId !== null) schedules = await deps.queues.queueSchedules(companyId, queueId).catch(() => []);
    if (!schedules.length) schedules = await deps.queues.companySchedules(companyId);
  }
  return (from, minutes) => {
    if (minutes === null) return null;
    return addOpenMinutes(schedules, new Date(from), minutes)?.getTime() ?? null;
  };
}
