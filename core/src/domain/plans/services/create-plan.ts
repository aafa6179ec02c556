import type { Realtime } from '../../../realtime/realtime.js';
import { Plan } from '../plan-model.js';
import type { PlanFields } from '../plan-schemas.js';
import { ensureUniqueName, splitPlanBody } from './plan-body.js';

/** 409 ERR_PLAN_NAME_ALREADY_EXISTS when another plan has the name; super users' screens hear of it. */
export async function createPlan(realtime: Realtime, body: PlanFields): Promise<Plan> {
  const { columns, flags, limits } = splitPlanBody(body);
  await ensureUniqueName(columns.name!);
  const plan = await Plan.query().insertAndFetch({ ...columns, features: flags, limits });
  realtime.emitToRoom('supers', 'plan', { action: 'create', plan });
  return plan;
}
