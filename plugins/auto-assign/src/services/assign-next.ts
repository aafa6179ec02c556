import type { Knex } from 'knex';
import type { AssignDeps } from './assign-deps.js';
import { pickAttendant, type Candidate } from './pick-attendant.js';

export interface Assignment {
  ticketId: number;
  userId: number;
  queueId: number;
  reason: string;
}

const isMysql = (knex: Knex) => String(knex.client.config.client).startsWith('mysql');

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
  const lock = isMysql(deps.knex);
  return deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    const settings = lock
      ? await table('autoAssignSettings').where({ queueId }).forUpdate().first()
      : await table('autoAssignSettings').where({ queueId }).first();
    if (!settings?.autoAssign) return undefined;
    const capacity = Number(settings.maxOpenPerUser);

    // a ticket still walking the chatbot's options is the bot's until it leaves them
    const ticket = await deps.tickets.nextWaiting(companyId, queueId, trx);
    if (!ticket) return undefined;

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
  });
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
