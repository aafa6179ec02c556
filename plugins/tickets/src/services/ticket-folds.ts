import type { Knex } from 'knex';

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
export class TicketFolds {
  private readonly steps: Array<{ name: string; run: TicketFoldStep }> = [];

  add(name: string, run: TicketFoldStep): void {
    this.steps.push({ name, run });
  }

  async runAll(ctx: TicketFoldContext): Promise<void> {
    for (const step of this.steps) await step.run(ctx);
  }
}
