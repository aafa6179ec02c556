import type { Knex } from 'knex';

/** The columns of a ticket or a queue that name a bot of another plugin. */
export type BotField = 'promptId' | 'integrationId';

/** Whether `id` is one of the company's bots of that kind. */
export type BotOwner = (companyId: number, id: number, trx?: Knex.Transaction) => Promise<boolean>;

/**
 * Who keeps the bots a ticket or a queue may name: the prompts plugin answers for `promptId`, integrations for
 * `integrationId` (`ctx.services<TicketServices>('tickets').ownBots(field, owner)` in their setup). While no plugin
 * answers for a field there is nothing to point at, and any id is refused.
 */
export class BotOwners {
  private readonly owners = new Map<BotField, BotOwner>();

  add(field: BotField, owner: BotOwner): void {
    this.owners.set(field, owner);
  }

  async owns(companyId: number, field: BotField, id: number, trx?: Knex.Transaction): Promise<boolean> {
    const owner = this.owners.get(field);
    return owner ? await owner(companyId, id, trx) : false;
  }
}
