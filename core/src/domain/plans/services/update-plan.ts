import { orNotFound } from '../../../errors/app-error.js';
import type { Realtime } from '../../../realtime/realtime.js';
import { Plan } from '../plan-model.js';
import type { PlanChanges } from '../plan-schemas.js';
import { PLAN_NOT_FOUND } from './find-plans.js';
import { ensureUniqueName, splitPlanBody } from './plan-body.js';

/** Changes the given fields; flags and limits not named keep their values. */
export async function updatePlan(realtime: Realtime, id: number, changes: PlanChanges): Promise<Plan> {
  const { columns, flags, limits } = splitPlanBody(changes);
  if (columns.name) await ensureUniqueName(columns.name, id);
  const plan = await Plan.transaction(async (trx) => {
    const current = orNotFound(await Plan.query(trx).findById(id).forUpdate(), PLAN_NOT_FOUND);
    const features = { ...current.features, ...flags };
    return Plan.query(trx).patchAndFetchById(id, {
      ...columns,
      features,
      limits: { ...current.limits, ...limits },
    });
  });
  realtime.emitToRoom('supers', 'plan', { action: 'update', plan });
  return plan;
}
