import type { Knex } from 'knex';
import { currentWrite, type Hooks, type HookEvents } from '@balcao/core';
import type {} from '@balcao/plugin-tickets';
import type { AuditEntry } from '../audit-entry.js';
import { actorOf } from './actor-names.js';
import type { RequestMemory } from './request-memory.js';
import { arrow, fieldNames } from '../summaries.js';

export type TicketChange = HookEvents['ticket.changed'];
type TicketEvent = HookEvents['ticket.event'];

/**
 * A new queue is a transfer (Whaticket's transfer to a queue also sends the ticket back to pending); otherwise a
 * new status is the fact (accepting, closing, reopening); otherwise a new attendant is a transfer.
 */
export function ticketChangeAction(c: TicketChange): { action: string; summary: string } {
  const b = c.before!;
  const transfer = {
    action: 'ticket.transferred',
    summary: `queueId: ${arrow(b.queueId, c.queueId)} · userId: ${arrow(b.userId, c.userId)}`,
  };
  if (b.queueId !== c.queueId) return transfer;
  if (b.status !== c.status)
    return { action: 'ticket.status-changed', summary: `status: ${arrow(b.status, c.status)}` };
  if (b.userId !== c.userId) return transfer;
  return { action: 'ticket.updated', summary: '' };
}

/** timeline facts that are the system's own work (jobs, merges), not a bot's */
const systemTypes = new Set(['auto-closed', 'auto-assigned', 'contact-merged']);
/** the contact's own doings and a ticket opened by a message: no one wrote anything */
const notWrites = new Set(['created', 'rated', 'rating-requested', 'note-added', 'reopened']);

export interface TicketFactDeps {
  hooks: Hooks;
  knex: Knex;
  append: (entry: AuditEntry) => Promise<void>;
  tickets: RequestMemory<TicketChange>;
}

/**
 * Tickets' hooks, for what a request's own row cannot say: during a request, a ticket's change (status, queue,
 * attendant before and after) goes to that request's row, or into a row of its own when it arrives after the
 * request was logged; outside any request, a timeline fact with no user is a bot's or the system's write.
 */
export function recordTicketFacts(deps: TicketFactDeps) {
  deps.hooks.on('ticket.changed', async (change) => {
    const origin = currentWrite();
    if (!origin || !change.before) return;
    if (!deps.tickets.isFinished(origin.requestId)) return deps.tickets.add(origin.requestId, change);
    const actor = await actorOf(deps.knex, origin.actor);
    const { action, summary } = ticketChangeAction(change);
    await deps.append({
      companyId: change.companyId,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      action,
      entityType: 'ticket',
      entityId: change.ticketId,
      summary,
      before: change.before,
      after: { status: change.status, queueId: change.queueId, userId: change.userId },
      method: origin.method,
      route: origin.route,
      ip: origin.ip,
      requestId: origin.requestId,
    });
  });

  deps.hooks.on('ticket.event', async (e: TicketEvent) => {
    if (currentWrite() || e.userId || notWrites.has(e.type)) return;
    // an automation rule's run and what its actions did are the system's, named after the rule (`by`)
    const rule =
      e.type === 'automation-ran' ? String(e.data?.ruleName ?? '') : (e.data?.by as string | undefined);
    const system = rule !== undefined || systemTypes.has(e.type) || (e.data && 'reason' in e.data);
    await deps.append({
      companyId: e.companyId,
      actorKind: system ? 'system' : 'bot',
      actorId: null,
      actorName: rule || (system ? 'Balcão' : String(e.data?.bot ?? e.data?.step ?? 'chatbot')),
      action: `ticket.${e.type}`,
      entityType: 'ticket',
      entityId: e.ticketId,
      summary: fieldNames(e.data),
      after: e.data,
    });
  });
}
