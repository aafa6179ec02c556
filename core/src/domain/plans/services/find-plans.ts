import type { AuthUser } from '../../../http/state.js';
import { orNotFound } from '../../../errors/app-error.js';
import { Plan } from '../plan-model.js';
import { isSignupPlan } from '../signup-plans.js';

export const PLAN_NOT_FOUND = 'ERR_NO_PLAN_FOUND';

export async function listPlans(): Promise<Plan[]> {
  return Plan.query().orderBy('id');
}

/** What signup offers, cheapest first; a super user (Whaticket's company form) gets every plan. */
export async function listSignupPlans(user: AuthUser | undefined): Promise<Plan[]> {
  const plans = await Plan.query().orderBy('value').orderBy('id');
  return user?.super ? plans : plans.filter(isSignupPlan);
}

/** 404 ERR_NO_PLAN_FOUND when there is no such plan. */
export async function findPlan(id: number): Promise<Plan> {
  return orNotFound(await Plan.query().findById(id), PLAN_NOT_FOUND);
}
