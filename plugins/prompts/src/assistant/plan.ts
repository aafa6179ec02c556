import { Plan } from '@balcao/core';
import type { AssistantDeps } from './assistant-deps.js';

/**
 * Whether the company's plan has useOpenAi: the host guards the plugin's routes with it, the pipeline steps ask
 * here, so a plan that loses the flag silences its prompts too.
 */
export async function planAllowsPrompts(
  deps: Pick<AssistantDeps, 'knex'>,
  companyId: number,
): Promise<boolean> {
  const row = await deps
    .knex('companies')
    .join('plans', 'plans.id', 'companies.planId')
    .where('companies.id', companyId)
    .first('plans.features');
  if (!row) return false;
  const stored: unknown = typeof row.features === 'string' ? JSON.parse(row.features) : row.features;
  return Plan.flags.read(stored as Record<string, unknown> | null).useOpenAi === true;
}
