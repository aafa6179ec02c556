import type { Knex } from 'knex';

const TABLE = 'connectionTimelocks';

/**
 * How long a 463 is taken to last after the last one: WhatsApp never says, and the locks reported on Baileys
 * (#2441) last from hours to days; a day is the cautious guess campaigns' default pause makes too.
 */
export const TIMELOCK_ASSUMED_HOURS = 24;

export interface TimelockRecord {
  connectionId: number;
  chatId: string;
  count: number;
  lastAt: number;
}

/**
 * The 463s WhatsApp answered, per connection and contact. Counted with one statement on both engines: an
 * insert that meets the unique key adds one instead.
 */
export class TimelockStore {
  constructor(private readonly knex: Knex) {}

  async record(companyId: number, connectionId: number, chatId: string, at: number): Promise<void> {
    await this.knex(TABLE)
      .insert({ companyId, connectionId, chatId, count: 1, lastAt: at })
      .onConflict(['connectionId', 'chatId'])
      .merge({ count: this.knex.raw('?? + 1', ['connection_timelocks.count']), lastAt: at });
  }

  /** newest first; with `companyId`, only when the connection is that company's */
  async forConnection(connectionId: number, companyId?: number): Promise<TimelockRecord[]> {
    const query = this.knex(TABLE).where({ connectionId });
    if (companyId !== undefined) query.andWhere({ companyId });
    const rows = (await query.orderBy('lastAt', 'desc').orderBy('id', 'desc')) as Record<string, unknown>[];
    return rows.map((r) => ({
      connectionId: Number(r.connectionId),
      chatId: String(r.chatId),
      count: Number(r.count),
      lastAt: Number(r.lastAt),
    }));
  }
}
