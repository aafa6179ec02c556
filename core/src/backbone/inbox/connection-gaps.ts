import type { Knex } from 'knex';
import type { Hooks } from '../../plugins/hooks.js';

/**
 * Remembers when a running connection went down and, when it is back, stores the gap (from/to) and
 * announces it (`connection.gap`), so the product can say "messages may be missing between ... and ...".
 * What WhatsApp held meanwhile arrives as ordinary (append) events through the inbox.
 */
export class GapTracker {
  private downSince?: Date;

  constructor(
    private readonly deps: { knex: Knex; hooks: Hooks },
    private readonly conn: { companyId: number; connectionId: number },
  ) {}

  /** call with each status the connection reports, in order */
  async onStatus(status: string): Promise<void> {
    if (status === 'CONNECTED') {
      const from = this.downSince;
      this.downSince = undefined;
      if (from) await this.record(from, new Date());
    } else if (status === 'DISCONNECTED' || status === 'TIMEOUT') {
      this.downSince ??= new Date();
    }
  }

  private async record(from: Date, to: Date): Promise<void> {
    await this.deps.knex('connection_gaps').insert({ ...this.conn, fromAt: from, toAt: to, createdAt: to });
    await this.deps.hooks.notify('connection.gap', { ...this.conn, from, to });
  }
}

export async function listGaps(knex: Knex, companyId: number, connectionId: number, limit = 50) {
  const rows: Array<{ fromAt: Date; toAt: Date }> = await knex('connection_gaps')
    .where({ companyId, connectionId })
    .orderBy('fromAt', 'desc')
    .limit(limit);
  return rows.map((r) => ({ from: new Date(r.fromAt), to: new Date(r.toAt) }));
}
