import { tenant } from '@balcao/core';
import { SlaPolicy, TicketSla } from '../sla-models.js';
import { choosePolicy } from './choose-policy.js';
import { dueClock } from './due-times.js';
import type { SlaDeps } from './sla-deps.js';
import { ensureRow, findRow, ms } from './ticket-sla-row.js';
import { forgetTicketSla } from './ticket-sla-cache.js';

/**
 * Which policy applies to the ticket now (its queue, connection and tags) and the due times it gives, counted
 * from when each clock started: the first response and the resolution from the ticket's start, the next
 * response from when the contact began waiting. Stamps already made (met, breached) are kept. A closed ticket is
 * left as it is.
 */
export async function applyPolicy(deps: SlaDeps, companyId: number, ticketId: number): Promise<void> {
  const ticket = await deps.tickets.load(companyId, ticketId).catch(() => undefined);
  if (!ticket || ticket.status === 'closed') return;
  const row = await ensureRow(deps.cache, companyId, ticketId, deps.now().getTime());
  const owners = { queueId: ticket.queueId ?? null, userId: ticket.userId ?? null };
  const tagIds = ((ticket.tags ?? []) as Array<{ id: number }>).map((t) => Number(t.id));
  const policy = await choosePolicy(companyId, {
    queueId: ticket.queueId,
    whatsappId: ticket.whatsappId,
    tagIds,
  });
  if (!policy) {
    await patchRow(deps, companyId, ticketId, {
      ...owners,
      policyId: null,
      firstResponseDueAt: null,
      nextResponseDueAt: null,
      resolutionDueAt: null,
    });
    return;
  }
  const dueAt = await dueClock(deps, companyId, policy, ticket.queueId);
  const started = ms(row.startedAt)!;
  const awaiting = ms(row.awaitingSince);
  await patchRow(deps, companyId, ticketId, {
    ...owners,
    policyId: policy.id,
    firstResponseDueAt: dueAt(started, policy.firstResponseMinutes),
    nextResponseDueAt: awaiting === null ? null : dueAt(awaiting, policy.nextResponseMinutes),
    resolutionDueAt: dueAt(started, policy.resolutionMinutes),
  });
}

/**
 * An answer to the contact (an attendant's message, or one typed on the phone): the first response is met, and
 * nobody waits any more.
 */
export async function recordResponse(deps: SlaDeps, companyId: number, ticketId: number): Promise<void> {
  const row = await findRow(companyId, ticketId);
  if (!row || ms(row.resolvedAt) !== null) return;
  const now = deps.now().getTime();
  await patchRow(deps, companyId, ticketId, {
    ...(ms(row.firstResponseAt) === null ? { firstResponseAt: now } : {}),
    awaitingSince: null,
    nextResponseDueAt: null,
  });
}

/**
 * The contact wrote. Before the first response the first-response clock already runs; after it, a contact who
 * was not waiting starts waiting: the next-response clock starts, and its breach may be raised again.
 */
export async function recordContactMessage(
  deps: SlaDeps,
  companyId: number,
  ticketId: number,
): Promise<void> {
  const row = await findRow(companyId, ticketId);
  if (!row || ms(row.resolvedAt) !== null) return;
  if (ms(row.firstResponseAt) === null || ms(row.awaitingSince) !== null) return;
  const now = deps.now().getTime();
  const policy = row.policyId ? await tenant(companyId)(SlaPolicy).findById(row.policyId) : undefined;
  const ticket = await deps.tickets.peek(companyId, ticketId);
  const dueAt = policy && ticket ? await dueClock(deps, companyId, policy, ticket.queueId) : () => null;
  await patchRow(deps, companyId, ticketId, {
    awaitingSince: now,
    nextResponseDueAt: policy ? dueAt(now, policy.nextResponseMinutes) : null,
    nextResponseBreachedAt: null,
  });
}

/** The ticket closed: resolved now, nobody waits. Reopened: unresolved again, under the due times it had. */
export async function recordStatus(
  deps: SlaDeps,
  companyId: number,
  ticketId: number,
  status: string,
): Promise<void> {
  const row = await findRow(companyId, ticketId);
  if (!row) return;
  if (status === 'closed' && ms(row.resolvedAt) === null)
    await patchRow(deps, companyId, ticketId, {
      resolvedAt: deps.now().getTime(),
      awaitingSince: null,
      nextResponseDueAt: null,
    });
  else if (status !== 'closed' && ms(row.resolvedAt) !== null)
    await patchRow(deps, companyId, ticketId, { resolvedAt: null });
}

/** The ticket's queue or attendant changed: who answers for its SLA from now on (kept as it was at the close). */
export async function recordOwners(
  deps: SlaDeps,
  companyId: number,
  ticketId: number,
  owners: { queueId: number | null; userId: number | null },
): Promise<void> {
  await patchRow(deps, companyId, ticketId, owners);
}

/** a ticket's row changed (one per ticket), then dropped from every process's cache */
async function patchRow(deps: SlaDeps, companyId: number, ticketId: number, fields: Partial<TicketSla>) {
  await tenant(companyId)(TicketSla).patch(fields).where({ ticketId });
  forgetTicketSla(deps.cache, companyId, ticketId);
}
