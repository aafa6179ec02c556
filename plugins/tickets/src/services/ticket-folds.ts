import type { Knex } from 'knex';
import { OrderedSteps } from '@balcao/core';

/** What a fold step is told: inside the contact merge's transaction, before the folded ticket is deleted. */
export interface TicketFoldContext {
  trx: Knex.Transaction;
  companyId: number;
  /** the ticket that stays */
  survivorId: number;
  /** the ticket that goes once every step ran; rows of it must belong to survivorId by then */
  loserId: number;
}

export type TicketFoldStep = (ctx: TicketFoldContext) => Promise<void>;

/**
 * When two contacts merge, their two open tickets on one connection become one (listeners/contact-merge.ts). A
 * plugin whose table holds a ticket id (tags, schedules) moves its rows here, `ctx.services<TicketServices>
 * ('tickets').onFold(name, step)`, in the same transaction, so a failing step rolls the whole merge back.
 */
export class TicketFolds extends OrderedSteps<TicketFoldContext> {}
