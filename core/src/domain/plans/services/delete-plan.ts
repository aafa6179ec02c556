import { AppError, notFound } from '../../../errors/app-error.js';
import type { Realtime } from '../../../realtime/realtime.js';
import { Plan } from '../plan-model.js';
import { PLAN_NOT_FOUND } from './find-plans.js';

/** 409 ERR_PLAN_IN_USE while a company is on the plan. */
export async function deletePlan(realtime: Realtime, id: number): Promise<void> {
  const inUse = await Plan.knex()('companies').where({ planId: id }).first('id');
  if (inUse) throw new AppError('ERR_PLAN_IN_USE', 409);
  if (!(await Plan.query().deleteById(id))) throw notFound(PLAN_NOT_FOUND);
  realtime.emitToRoom('supers', 'plan', { action: 'delete', planId: id });
}
