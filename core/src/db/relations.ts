import type { ModelClass } from 'objection';
import { BaseModel } from './base-model.js';

/** the relation mapping of a row that points at one row of `modelClass`: `belongsToOne(Plan, 'companies.planId', 'plans.id')` */
export function belongsToOne(modelClass: ModelClass<BaseModel>, from: string, to: string) {
  return { relation: BaseModel.BelongsToOneRelation, modelClass, join: { from, to } };
}
