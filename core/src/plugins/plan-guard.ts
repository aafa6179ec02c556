import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import type { PlanFlag } from '../domain/plans/plan-flags.js';

/** Reads whether the caller's company plan has a flag; used by the route guard and the module manifest. */
export async function companyPlan(
  knex: Knex,
  companyId: number,
): Promise<Record<PlanFlag, boolean> | undefined> {
  const row = await knex('companies')
    .join('plans', 'plans.id', 'companies.planId')
    .where('companies.id', companyId)
    .first('plans.*');
  return row;
}

/** Every route of a flagged plugin answers 403 ERR_NO_PERMISSION to a company whose plan lacks the flag. */
export function planGuard(knex: Knex, flag: PlanFlag): Middleware<AppState> {
  return async (ctx, next) => {
    const plan = await companyPlan(knex, ctx.state.user.companyId);
    if (!plan || !plan[flag]) throw new AppError('ERR_NO_PERMISSION', 403);
    await next();
  };
}
