import type { Pojo } from 'objection';
import { BaseModel } from '../../db/base-model.js';
import { PlanFlagRegistry } from '../../registries/plan-flags.js';

export class Plan extends BaseModel {
  static override tableName = 'plans';
  static override booleanColumns = ['enabled'];
  static override jsonAttributes = ['features'];
  /** the flags plugins declared; the kernel sets it at start (one kernel per process, as Model.knex is) */
  static flags = new PlanFlagRegistry();

  declare name: string;
  declare users: number;
  declare connections: number;
  declare queues: number;
  declare value: number;
  declare enabled: boolean;
  /** the declared flags' stored values (docs/plugins.md "Registries"); on the wire each is a field of its own */
  declare features: Record<string, boolean> | null;

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

  /** Whaticket's plan JSON carries each flag at the top level (useCampaigns, useKanban ...) */
  override $formatJson(json: Pojo): Pojo {
    const { features, ...out } = super.$formatJson(json);
    return { ...out, ...Plan.flags.read(features as Record<string, boolean> | null) };
  }
}
