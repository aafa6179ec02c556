import type { AssignDeps } from './assign-deps.js';
import { assignNext, type Assignment } from './assign-next.js';
import { withinHours } from './within-hours.js';

/** more than any queue's waiting line in one go; the minute job carries on with the rest */
const MAX_PER_OFFER = 1000;

/**
 * Offers the queue's waiting tickets, oldest first, until nobody can take the next one (or nothing waits).
 * Nothing is offered while the queue is off or outside its opening hours. Answers what was assigned.
 */
export async function offerPending(
  deps: AssignDeps,
  companyId: number,
  queueId: number,
): Promise<Assignment[]> {
  const on = await deps.db
    .tenant(companyId)('autoAssignSettings')
    .where({ queueId, autoAssign: true })
    .first('id');
  if (!on || !(await withinHours(deps, companyId, queueId))) return [];
  const done: Assignment[] = [];
  for (let i = 0; i < MAX_PER_OFFER; i++) {
    const next = await assignNext(deps, companyId, queueId);
    if (!next) break;
    done.push(next);
  }
  if (done.length) deps.log.debug({ companyId, queueId, assigned: done.length }, 'tickets auto-assigned');
  return done;
}

/** every auto-assigning queue the attendant serves: they just freed a slot or came online */
export async function offerForUser(
  deps: AssignDeps,
  companyId: number,
  userId: number,
): Promise<Assignment[]> {
  const queues = await deps.db
    .tenant(companyId)('autoAssignSettings')
    .join('userQueues', 'userQueues.queueId', 'autoAssignSettings.queueId')
    .where({ 'userQueues.userId': userId, 'autoAssignSettings.autoAssign': true })
    .select('autoAssignSettings.queueId');
  const done: Assignment[] = [];
  for (const q of queues) done.push(...(await offerPending(deps, companyId, Number(q.queueId))));
  return done;
}

/**
 * The catch-all, every minute: each active company's auto-assigning queues get their waiting tickets offered
 * (opening hours that began, attendants who came online). Walks every company: the settings table is the
 * plugin's own, read across tenants here only to learn which companies to visit.
 */
export async function offerEverywhere(deps: AssignDeps): Promise<number> {
  const rows = await deps
    .knex('autoAssignSettings')
    .join('companies', 'companies.id', 'autoAssignSettings.companyId')
    .where({ 'autoAssignSettings.autoAssign': true, 'companies.status': true })
    .select('autoAssignSettings.companyId', 'autoAssignSettings.queueId');
  let assigned = 0;
  for (const r of rows) {
    try {
      assigned += (await offerPending(deps, Number(r.companyId), Number(r.queueId))).length;
    } catch (err) {
      deps.log.warn({ err, companyId: r.companyId, queueId: r.queueId }, 'auto-assignment failed');
    }
  }
  return assigned;
}
