import type { Knex } from 'knex';

const TABLE = 'connectionTimelocks';

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

  async forConnection(connectionId: number): Promise<TimelockRecord[]> {
    const rows = (await this.knex(TABLE).where({ connectionId }).orderBy('lastAt', 'desc')) as Record<
      string,
      unknown
    >[];
    return rows.map((r) => ({
      connectionId: Number(r.connectionId),
      chatId: String(r.chatId),
      count: Number(r.count),
      lastAt: Number(r.lastAt),
    }));
  }
}
