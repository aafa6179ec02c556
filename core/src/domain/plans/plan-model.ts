import { BaseModel } from '../../db/base-model.js';
import { planFlags } from './plan-flags.js';

export class Plan extends BaseModel {
  static override tableName = 'plans';
  static override booleanColumns = ['enabled', ...planFlags];

  declare name: string;
  declare users: number;
  declare connections: number;
  declare queues: number;
  declare value: number;
  declare enabled: boolean;
  declare useCampaigns: boolean;
  declare useKanban: boolean;
  declare useOpenAi: boolean;
  declare useIntegrations: boolean;
  declare useSchedules: boolean;
  declare useInternalChat: boolean;
  declare useExternalApi: boolean;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    const out = super.$parseDatabaseJson(json);
    // DECIMAL arrives as a string from mysql2
    if (out.value != null) out.value = Number(out.value);
    return out;
  }
}
