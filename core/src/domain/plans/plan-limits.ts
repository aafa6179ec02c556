import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';
import type { PlanLimitRegistry } from '../../registries/plan-limits.js';

/** What plugins get as `ctx.planLimits`: the declared counted limits of a company's plan. */
export interface PlanLimits {
  /** the company's plan value of a declared limit (its default when the plan never stored one) */
  limitOf(trx: Knex, companyId: number, key: string): Promise<number>;
  /**
   * Refuses one more row (403 with the declaration's code) when `count`, the rows the company has now, has
   * reached the plan's limit. Call it in the transaction that inserts, after counting in it.
   */
  ensureAllows(trx: Knex, companyId: number, key: string, count: number): Promise<void>;
}

export function planLimits(registry: PlanLimitRegistry): PlanLimits {
  const declaration = (key: string) => {
    const found = registry.get(key);
    if (!found) throw new Error(`plan limit "${key}" is not declared by any plugin`);
    return found;
  };
  async function limitOf(trx: Knex, companyId: number, key: string): Promise<number> {
    const declared = declaration(key);
    const row = await trx('companies')
      .join('plans', 'plans.id', 'companies.planId')
      .where('companies.id', companyId)
      .first('plans.limits as limits');
    const stored = typeof row?.limits === 'string' ? JSON.parse(row.limits) : (row?.limits ?? null);
    return registry.read(stored)[key] ?? declared.default;
  }
  return {
    limitOf,
    async ensureAllows(trx, companyId, key, count) {
      const { code } = declaration(key);
      if (count >= (await limitOf(trx, companyId, key))) throw new AppError(code, 403);
    },
  };
}
