import type { Pojo } from 'objection';
import { BaseModel } from '../../db/base-model.js';
import { PlanFlagRegistry } from '../../registries/plan-flags.js';
import { PlanLimitRegistry } from '../../registries/plan-limits.js';

export class Plan extends BaseModel {
  static override tableName = 'plans';
  static override booleanColumns = ['enabled'];
  static override jsonAttributes = ['features', 'limits'];
  /** the flags plugins declared; the kernel sets it at start (one kernel per process, as Model.knex is) */
  static flags = new PlanFlagRegistry();
  /** the counted limits plugins declared (campaigns, schedules); set at start like `flags` */
  static limits = new PlanLimitRegistry();

  declare name: string;
  declare users: number;
  declare connections: number;
  declare queues: number;
  declare value: number;
  declare enabled: boolean;
  /** the declared flags' stored values (docs/plugins.md "Registries"); on the wire each is a field of its own */
  declare features: Record<string, boolean> | null;
  /** the declared limits' stored values; on the wire each is a field of its own */
  declare limits: Record<string, number> | null;

  /** every declared flag, stored or default */
  flagValues(): Record<string, boolean> {
    return Plan.flags.read(this.features);
  }

  override $parseDatabaseJson(json: Pojo) {
    const out = super.$parseDatabaseJson(json);
    // DECIMAL arrives as a string from mysql2
    if (out.value != null) out.value = Number(out.value);
    return out;
  }

  /** Whaticket's plan JSON carries each flag and limit at the top level (useCampaigns, campaigns ...) */
  override $formatJson(json: Pojo): Pojo {
    const { features, limits, ...out } = super.$formatJson(json);
    return {
      ...out,
      ...Plan.limits.read(limits as Record<string, number> | null),
      ...Plan.flags.read(features as Record<string, boolean> | null),
    };
  }
}
