import { AppError, type TenantDb } from '@balcao/core';
import type { Knex } from 'knex';

/**
 * promptId and integrationId name rows of other plugins (prompts, integrations): used only when that plugin's
 * table is there and the row is the caller's company's; otherwise a 400 naming the field.
 */
export async function ensurePluginRow(
  deps: { db: TenantDb; knex: Knex },
  companyId: number,
  table: string,
  id: number,
  field: string,
): Promise<void> {
  const exists = await deps.knex.schema.hasTable(table);
  const row = exists ? await deps.db.tenant(companyId)(table).where({ id }).first('id') : undefined;
  if (!row) throw new AppError('ERR_VALIDATION', 400, { fields: { [field]: 'Not found' } });
}
