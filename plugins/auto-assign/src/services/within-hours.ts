import type { AssignDeps } from './assign-deps.js';

/**
 * Whether the queue is open now by the hours the company uses (the `scheduleType` setting, as the out-of-hours
 * step reads it): the queue's own with 'queue', the company's with 'company', always with anything else.
 * Read outside any transaction: SQLite's single connection would be held by it.
 */
export async function withinHours(deps: AssignDeps, companyId: number, queueId: number): Promise<boolean> {
  const scheduleType = await deps.settings.get(companyId, 'scheduleType');
  if (scheduleType === 'queue') return deps.queues.isOpen(companyId, { queueId }, deps.now());
  if (scheduleType === 'company') return deps.queues.isOpen(companyId, {}, deps.now());
  return true;
}
