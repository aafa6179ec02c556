import { Plan } from '@balcao/core';
import type { Knex } from 'knex';

/**
 * Whether the company's plan has the flag (stored, or the declaration's default). The kernel guards a flagged
 * plugin's routes, rooms and jobs, not its pipeline steps and hook listeners: the bots check it themselves.
 */
export async function planAllows(knex: Knex, companyId: number, flag: string): Promise<boolean> {
  const plan = await Plan.query(knex)
    .join('companies', 'companies.planId', 'plans.id')
    .where('companies.id', companyId)
    .select('plans.*')
    .first();
  return plan?.flagValues()[flag] === true;
}
