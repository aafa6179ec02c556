import { Plan } from '@balcao/core';
import type { Knex } from 'knex';

/**
 * Whether the company's plan has the flag (stored, or the declaration's default). The kernel guards a flagged
 * plugin's routes, rooms and jobs, not its pipeline steps and hook listeners: the bots check it themselves.
 */
export async function planAllows(knex: Knex, companyId: number, flag: string): Promise<boolean> {
  const row = await knex('companies')
    .join('plans', 'plans.id', 'companies.planId')
    .where('companies.id', companyId)
    .first('plans.features');
  if (!row) return false;
  const stored = typeof row.features === 'string' ? JSON.parse(row.features) : row.features;
  return Plan.flags.read(stored as Record<string, unknown> | null)[flag] === true;
}
