import { isMysql } from '@balcao/core';
import type { Knex } from 'knex';
import { DEFAULT_MAX_OPEN } from '../settings-schemas.js';
import type { AssignDeps } from './assign-deps.js';
import { pickAttendant, type Candidate } from './pick-attendant.js';

export interface Assignment {
  ticketId: number;
  userId: number;
  queueId: number;
  reason: string;
}

/**
 * Gives the queue's oldest waiting ticket to the fairest online attendant under capacity, as an accept would
 * (status open, the attendant set, realtime to whoever sees it), and records why. One transaction that first
 * locks the queue's settings row (FOR UPDATE on MariaDB; SQLite has a single writer), so two tickets arriving
 * at once, in one process or several, are counted one after the other and nobody passes the capacity.
 * Answers undefined when the queue is off, nothing waits, or nobody can take it. Opening hours are the caller's.
 */
export async function assignNext(
  deps: AssignDeps,
  companyId: number,
  queueId: number,
): Promise<Assignment | undefined> {
  return deps.db.transaction(async (trx) => {
    const capacity = await lockedCapacity(deps, trx, companyId, queueId);
    if (capacity === undefined) return undefined;
    // a ticket still walking the chatbot's options is the bot's until it leaves them
    const ticket = await deps.tickets.nextWaiting(companyId, queueId, trx);
    if (!ticket) return undefined;
    return assignTicket(deps, trx, companyId, queueId, ticket, capacity);
  });
}

/**
 * The queue's capacity per attendant, its settings row locked (FOR UPDATE on MariaDB; SQLite has a single writer)
 * so assignments into the queue are counted one after the other. Undefined when the queue is off, unless `anyway`
 * (a rule's explicit auto-assign action: the queue's capacity, the default one when never configured).
 */
export async function lockedCapacity(
  deps: AssignDeps,
  trx: Knex.Transaction,
  companyId: number,
  queueId: number,
  anyway = false,
): Promise<number | undefined> {
  const query = deps.db.tenant(companyId, trx)('autoAssignSettings').where({ queueId });
  const settings = isMysql(deps.knex) ? await query.forUpdate().first() : await query.first();
  if (settings?.autoAssign) return Number(settings.maxOpenPerUser);
  return anyway ? Number(settings?.maxOpenPerUser ?? DEFAULT_MAX_OPEN) : undefined;
}

/**
 * Gives `ticket` to the fairest online attendant of the queue under `capacity`, as an accept would, inside `trx`
 * (whose caller locked the queue's settings, lockedCapacity): status open, the attendant's turn taken, the
 * assignment recorded, the timeline told after the commit. Undefined when nobody can take it.
 */
export async function assignTicket(
  deps: AssignDeps,
  trx: Knex.Transaction,
  companyId: number,
  queueId: number,
  ticket: { id: number; whatsappId: number | null },
  capacity: number,
): Promise<Assignment | undefined> {
  const table = deps.db.tenant(companyId, trx);
  const chosen = pickAttendant(await candidates(deps, trx, companyId, queueId), capacity);
  if (!chosen) return undefined;

  const now = deps.now();
  const ticketId = ticket.id;
  const userId = chosen.userId;
  const reason = `least-open ${chosen.open}/${capacity}`;
  await deps.tickets.change(companyId, ticketId, { status: 'open', userId }, trx);
  await deps.tickets.track(
    companyId,
    { id: ticketId, whatsappId: ticket.whatsappId },
    { userId, queueId, startedAt: now },
    trx,
  );
  await takeTurn(table, queueId, userId, now.getTime());
  await table('autoAssignments').insert({ ticketId, userId, queueId, reason, at: now });
  deps.hooks.afterCommit(trx, () =>
    deps.hooks.notify('ticket.event', {
      companyId,
      ticketId,
      type: 'auto-assigned',
      userId: null,
      data: { queueId, reason, toUserId: userId },
      at: now,
    }),
  );
  return { ticketId, userId, queueId, reason };
}

/** the queue's online attendants with their open tickets (every queue's) and their last turn in this queue */
async function candidates(
  deps: AssignDeps,
  trx: Knex.Transaction,
  companyId: number,
  queueId: number,
): Promise<Candidate[]> {
  const table = deps.db.tenant(companyId, trx);
  const users = await table('users')
    .join('userQueues', 'userQueues.userId', 'users.id')
    .where('userQueues.queueId', queueId)
    .where('users.online', true)
    .select('users.id');
  const ids = users.map((u: { id: number }) => Number(u.id));
  if (!ids.length) return [];
  const openOf = await deps.tickets.openTicketsOf(companyId, ids, trx);
  const turns = await table('autoAssignTurns').where({ queueId }).whereIn('userId', ids);
  const turnOf = new Map(
    turns.map((r: Record<string, unknown>) => [Number(r.userId), Number(r.lastAssignedAt)]),
  );
  return ids.map((userId) => ({
    userId,
    open: openOf.get(userId) ?? 0,
    lastAssignedAt: turnOf.get(userId) ?? 0,
  }));
}

/** the attendant's turn, strictly after every other turn of the queue so a burst in one millisecond stays fair */
async function takeTurn(
  table: ReturnType<AssignDeps['db']['tenant']>,
  queueId: number,
  userId: number,
  at: number,
) {
  const latest = await table('autoAssignTurns').where({ queueId }).max({ at: 'lastAssignedAt' }).first();
  const stamp = Math.max(at, Number(latest?.at ?? 0) + 1);
  const mine = await table('autoAssignTurns').where({ queueId, userId }).first('userId');
  if (mine) await table('autoAssignTurns').where({ queueId, userId }).update({ lastAssignedAt: stamp });
  else await table('autoAssignTurns').insert({ queueId, userId, lastAssignedAt: stamp });
}
