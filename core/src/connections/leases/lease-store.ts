import type { Knex } from 'knex';

export type LeaseCommand = 'connect' | 'new-qr' | 'disconnect';

/**
 * The `channel_leases` table: which kernel process runs which connection. Every change is one conditional
 * UPDATE, atomic on both engines, so two processes racing for a lease cannot both win.
 */
export class LeaseStore {
  constructor(
    private readonly knex: Knex,
    readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  /** connections with no live owner: never leased, released, or whose owner stopped renewing */
  async claimable(now = Date.now()): Promise<number[]> {
    const rows = await this.knex('whatsapps as w')
      .leftJoin('channelLeases as l', 'l.connectionId', 'w.id')
      .where((q) => q.whereNull('l.connectionId').orWhereNull('l.owner').orWhere('l.expiresAt', '<', now))
      .orderBy('w.id')
      .select('w.id');
    return rows.map((r: { id: number }) => Number(r.id));
  }

  /** true when this process now holds the lease (it was free, expired, or already ours) */
  async acquire(connectionId: number, now = Date.now()): Promise<boolean> {
    await this.knex('channelLeases')
      .insert({ connectionId, owner: null, heartbeatAt: 0, expiresAt: 0 })
      .onConflict('connectionId')
      .ignore();
    const changed = await this.knex('channelLeases')
      .where({ connectionId })
      .andWhere((q) => q.whereNull('owner').orWhere('owner', this.owner).orWhere('expiresAt', '<', now))
      .update({ owner: this.owner, heartbeatAt: now, expiresAt: now + this.leaseMs });
    return Number(changed) === 1;
  }

  /** extends every lease this process holds; returns the ids it still holds (a deleted connection drops out) */
  async renew(now = Date.now()): Promise<{ held: Set<number>; expiresAt: number }> {
    const expiresAt = now + this.leaseMs;
    await this.knex('channelLeases').where({ owner: this.owner }).update({ heartbeatAt: now, expiresAt });
    const rows = await this.knex('channelLeases').where({ owner: this.owner }).select('connectionId');
    return { held: new Set(rows.map((r: { connectionId: number }) => Number(r.connectionId))), expiresAt };
  }

  async release(connectionIds?: number[]): Promise<void> {
    const q = this.knex('channelLeases').where({ owner: this.owner });
    if (connectionIds) q.whereIn('connectionId', connectionIds);
    await q.update({ owner: null, expiresAt: 0, command: null });
  }

  async ownerOf(connectionId: number, now = Date.now()): Promise<string | undefined> {
    const row = await this.knex('channelLeases').where({ connectionId }).first('owner', 'expiresAt');
    return row?.owner && Number(row.expiresAt) >= now ? String(row.owner) : undefined;
  }

  /** asks the owner (maybe another process) to run a session action on its next heartbeat */
  async request(connectionId: number, command: LeaseCommand): Promise<void> {
    await this.knex('channelLeases').where({ connectionId }).update({ command });
  }

  /** the commands other processes left for this one; each is taken once */
  async takeCommands(): Promise<Array<{ connectionId: number; command: LeaseCommand }>> {
    const rows = await this.knex('channelLeases')
      .where({ owner: this.owner })
      .whereNotNull('command')
      .select('connectionId', 'command');
    const out: Array<{ connectionId: number; command: LeaseCommand }> = [];
    for (const r of rows as Array<{ connectionId: number; command: LeaseCommand }>) {
      const taken = await this.knex('channelLeases')
        .where({ connectionId: r.connectionId, owner: this.owner, command: r.command })
        .update({ command: null });
      if (Number(taken) === 1) out.push({ connectionId: Number(r.connectionId), command: r.command });
    }
    return out;
  }

  // ---- liveness: how many processes share the connections ----

  /** says this process is alive until now + lease; written before the leases so it never outlives them */
  async beat(now = Date.now()): Promise<void> {
    await this.knex('kernelProcesses')
      .insert({ id: this.owner, startedAt: now, heartbeatAt: now, expiresAt: now + this.leaseMs })
      .onConflict('id')
      .merge(['heartbeatAt', 'expiresAt']);
  }

  /** this process's fair share: ceil(connections / live processes), this one counted even before its first beat */
  async share(now = Date.now()): Promise<{ share: number; live: number; total: number }> {
    const [alive, conns] = await Promise.all([
      this.knex('kernelProcesses')
        .where('expiresAt', '>=', now)
        .whereNot('id', this.owner)
        .count({ n: '*' })
        .first(),
      this.knex('whatsapps').count({ n: '*' }).first(),
    ]);
    const live = Number(alive?.n ?? 0) + 1;
    const total = Number(conns?.n ?? 0);
    return { share: Math.ceil(total / live), live, total };
  }

  /** a clean stop: peers stop counting this process at once; rows of long-dead processes are swept too */
  async leave(now = Date.now()): Promise<void> {
    await this.knex('kernelProcesses')
      .where({ id: this.owner })
      .orWhere('expiresAt', '<', now - 10 * this.leaseMs)
      .delete();
  }
}
