import type { Knex } from 'knex';
import { AppError } from '@balcao/core';
import type { BotField, BotOwners } from './bot-owners.js';

/**
 * promptId and integrationId name bots of other plugins (prompts, integrations): used only when that plugin
 * answers that the id is the caller's company's (bot-owners.ts); otherwise a 400 naming the field.
 */
export async function ensurePluginRow(
  deps: { botOwners: BotOwners },
  companyId: number,
  field: BotField,
  id: number,
  trx?: Knex.Transaction,
): Promise<void> {
  if (!(await deps.botOwners.owns(companyId, field, id, trx)))
    throw new AppError('ERR_VALIDATION', 400, { fields: { [field]: 'Not found' } });
}
