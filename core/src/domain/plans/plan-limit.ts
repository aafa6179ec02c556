import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error.js';

/** The counted limits of a plan: the plan column, the table its rows are counted in, the spec §8 code. */
const limits = {
  users: { table: 'users', code: 'ERR_PLAN_USER_LIMIT' },
  connections: { table: 'whatsapps', code: 'ERR_PLAN_CONNECTION_LIMIT' },
  queues: { table: 'queues', code: 'ERR_PLAN_QUEUE_LIMIT' },
} as const;

export type PlanLimit = keyof typeof limits;

/**
 * Refuses one more row of a company when its plan's limit is reached (403 with the limit's code). Call it
 * inside the transaction that inserts the row, so two requests at once read the same count order.
 */
export async function ensurePlanAllowsAnother(trx: Knex, companyId: number, limit: PlanLimit) {
  const { table, code } = limits[limit];
  const plan = await trx('companies')
    .join('plans', 'plans.id', 'companies.planId')
    .where('companies.id', companyId)
    .first(`plans.${limit} as max`);
  if (!plan) return;
  const [{ n }] = (await trx(table).where({ companyId }).count({ n: '*' })) as [{ n: number | string }];
  if (Number(n) >= Number(plan.max)) throw new AppError(code, 403);
}
