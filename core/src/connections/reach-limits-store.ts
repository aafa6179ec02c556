import type { Knex } from 'knex';
import type { ReachLimitsEvent } from '../channels/index.js';
import type { ConnectionReachLimits } from './channels-api.js';

const TABLE = 'connectionReachLimits';

const ms = (v: unknown) => (v == null ? null : Number(v));
const date = (v: unknown) => (v == null ? null : new Date(Number(v)));

/**
 * What WhatsApp last said of each connection's reach, one row per connection: a report updates only the part
 * it carries (a quota report leaves the timelock as it was), with one statement on both engines.
 */
export class ReachLimitsStore {
  constructor(private readonly knex: Knex) {}

  async save(
    companyId: number,
    connectionId: number,
    e: Omit<ReachLimitsEvent, 'connectionId'>,
    at: number,
  ): Promise<void> {
    const fields: Record<string, unknown> = {};
    if (e.timelock)
      Object.assign(fields, {
        timelockActive: e.timelock.active,
        timelockEndsAt: e.timelock.endsAt?.getTime() ?? null,
        // WhatsApp's words, kept within their columns whatever it sends
        timelockEnforcement: e.timelock.enforcementType?.slice(0, 80) ?? null,
        timelockReportedAt: at,
      });
    if (e.quota)
      Object.assign(fields, {
        quotaUsed: e.quota.used,
        quotaTotal: e.quota.total,
        quotaCycleEndsAt: e.quota.cycleEndsAt?.getTime() ?? null,
        quotaStatus: e.quota.status?.slice(0, 40) ?? null,
        quotaReportedAt: at,
      });
    if (!Object.keys(fields).length) return;
    await this.knex(TABLE)
      .insert({ connectionId, companyId, ...fields })
      .onConflict('connectionId')
      .merge(fields);
  }

  /**
   * As last reported; a timelock whose end has passed reads as no longer active. With `companyId`, nothing
   * for another company's connection.
   */
  async get(connectionId: number, companyId?: number, now = Date.now()): Promise<ConnectionReachLimits> {
    const query = this.knex(TABLE).where({ connectionId });
    if (companyId !== undefined) query.andWhere({ companyId });
    const r = (await query.first()) as Record<string, unknown> | undefined;
    const endsAt = ms(r?.timelockEndsAt);
    return {
      timelock:
        r?.timelockReportedAt == null
          ? null
          : {
              active: !!r.timelockActive && (endsAt === null || endsAt > now),
              endsAt: date(endsAt),
              enforcementType: (r.timelockEnforcement as string | null) ?? null,
              reportedAt: new Date(Number(r.timelockReportedAt)),
            },
      quota:
        r?.quotaReportedAt == null
          ? null
          : {
              used: Number(r.quotaUsed),
              total: Number(r.quotaTotal),
              cycleEndsAt: date(r.quotaCycleEndsAt),
              status: (r.quotaStatus as string | null) ?? null,
              reportedAt: new Date(Number(r.quotaReportedAt)),
            },
    };
  }
}
