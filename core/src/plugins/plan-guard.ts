import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import { Plan } from '../domain/plans/plan-model.js';

/**
 * The declared flags of a company's plan (stored value or the declaration's default), for the route guard,
 * socket room joins, tenant jobs and the module manifest; undefined for a company without a plan.
 */
export async function companyPlan(
  knex: Knex,
  companyId: number,
): Promise<Record<string, boolean> | undefined> {
  const row = await knex('companies')
    .join('plans', 'plans.id', 'companies.planId')
    .where('companies.id', companyId)
    .first('plans.features');
  return row ? readFeatures(row.features) : undefined;
}

/**
 * Whether the company's plan has the flag: for what the host does not guard itself, a plugin's pipeline steps, hook
 * listeners and jobs of a plugin without a plugin-level planFlag.
 */
export async function planAllows(knex: Knex, companyId: number, flag: string): Promise<boolean> {
  return (await companyPlan(knex, companyId))?.[flag] === true;
}

/** a plan's `features` column (JSON text, or already parsed by the driver) read against the declarations */
export function readFeatures(features: unknown): Record<string, boolean> {
  const stored = typeof features === 'string' ? (JSON.parse(features) as Record<string, unknown>) : features;
  return Plan.flags.read(stored as Record<string, unknown> | null);
}

/** whether a plan's stored features (or the flag's declared default) switch the flag on */
export const planHasFlag = (features: unknown, flag: string) => readFeatures(features)[flag] === true;

/** Every route of a flagged plugin answers 403 ERR_NO_PERMISSION to a company whose plan lacks the flag. */
export function planGuard(knex: Knex, flag: string): Middleware<AppState> {
  return async (ctx, next) => {
    const plan = await companyPlan(knex, ctx.state.user.companyId);
    if (!plan || !plan[flag]) throw new AppError('ERR_NO_PERMISSION', 403);
    await next();
  };
}
