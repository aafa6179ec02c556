import type { Knex } from 'knex';
import type { Hooks } from '../../plugins/hooks.js';

/** how often a running connection's "last seen up" is saved: a crash reports its gap from at most this early */
const HEARTBEAT_MS = 30_000;

/**
 * Remembers when a running connection went down and, when it is back, stores the gap (from/to) and
 * announces it (`connection.gap`), so the product can say "messages may be missing between ... and ...".
 * The last moment it was known up is kept in the database too (`connection_seen`): the first time a new
 * process run (restart, takeover) sees it connected, the gap since then is recorded the same way.
 * What WhatsApp held meanwhile arrives as ordinary (append) events through the inbox.
 */
export class GapTracker {
  private downSince?: Date;
  /** whether this run has seen the connection up yet */
  private upHere = false;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly deps: { knex: Knex; hooks: Hooks },
    private readonly conn: { companyId: number; connectionId: number },
  ) {}

  /** call with each status the connection reports, in order */
  async onStatus(status: string): Promise<void> {
    if (status === 'CONNECTED') {
      const now = new Date();
      // a new run: the gap starts where the previous run last saw it up
      const from = (this.upHere ? undefined : await this.lastSeen()) ?? this.downSince;
      this.upHere = true;
      this.downSince = undefined;
      if (from && from < now) await this.record(from, now);
      await this.saveSeen(now);
      this.beat();
    } else if ((status === 'DISCONNECTED' || status === 'TIMEOUT') && !this.downSince) {
      this.downSince = new Date();
      this.stopBeat();
      if (this.upHere) await this.saveSeen(this.downSince);
    }
  }

  /** the connection stops running here (kernel stop, lease handed over): it is away from now on */
  async stop(): Promise<void> {
    this.stopBeat();
    if (this.upHere && !this.downSince) await this.saveSeen(new Date());
  }

  private beat() {
    this.stopBeat();
    this.heartbeat = setInterval(() => void this.saveSeen(new Date()).catch(() => undefined), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stopBeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async lastSeen(): Promise<Date | undefined> {
    const row: { seenAt: number | string } | undefined = await this.deps
      .knex('connection_seen')
      .where({ connectionId: this.conn.connectionId })
      .first();
    return row ? new Date(Number(row.seenAt)) : undefined;
  }

  private async saveSeen(at: Date): Promise<void> {
    await this.deps
      .knex('connection_seen')
      .insert({ connectionId: this.conn.connectionId, seenAt: at.getTime() })
      .onConflict('connectionId')
      .merge(['seenAt']);
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
