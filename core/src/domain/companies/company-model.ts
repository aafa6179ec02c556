import { BaseModel } from '../../db/base-model.js';
import { Plan } from '../plans/plan-model.js';
import { belongsToOne } from '../../db/relations.js';

export const recurrences = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;
export type Recurrence = (typeof recurrences)[number];

export interface CompanySchedule {
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

/** Companies are the tenants themselves, so they are not a TenantModel; only super users list them. */
export class Company extends BaseModel {
  static override tableName = 'companies';
  static override dateColumns = ['createdAt', 'updatedAt', 'dueDate', 'trialExpiration'];
  static override booleanColumns = ['status'];
  static override jsonAttributes = ['schedules'];

  declare name: string;
  declare email: string | null;
  declare phone: string | null;
  declare planId: number | null;
  declare plan?: Plan;
  declare status: boolean;
  declare dueDate: Date | null;
  declare trialExpiration: Date | null;
  declare recurrence: Recurrence;
  declare schedules: CompanySchedule[] | null;
  declare billingName: string | null;
  declare addressZipCode: string | null;
  declare addressStreet: string | null;
  declare addressState: string | null;
  declare addressCity: string | null;
  declare addressDistrict: string | null;

  static override get relationMappings() {
    return { plan: belongsToOne(Plan, 'companies.planId', 'plans.id') };
  }
}
