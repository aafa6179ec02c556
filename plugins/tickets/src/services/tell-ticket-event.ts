import type { HookEvents } from '@balcao/core';
import type { Knex } from 'knex';
import type { TicketDeps } from './ticket-deps.js';

type TicketEvent = HookEvents['ticket.event'];

/** `ticket.event` (the ticket's timeline) once `trx` commits: a rolled-back change never shows */
export function tellAfterCommit(deps: Pick<TicketDeps, 'hooks'>, trx: Knex.Transaction, event: TicketEvent) {
  deps.hooks.afterCommit(trx, () => deps.hooks.notify('ticket.event', event));
}

/** `ticket.event` now, for a change already committed */
export function tellNow(deps: Pick<TicketDeps, 'hooks'>, event: TicketEvent): Promise<void> {
  return deps.hooks.notify('ticket.event', event);
}
