import { AppError, type ErrorCode, type TenantTable } from '@balcao/core';

const owners = {
  users: 'ERR_NO_USER_FOUND',
  queues: 'ERR_NO_QUEUE_FOUND',
  whatsapps: 'ERR_NO_WAPP_FOUND',
} as const satisfies Record<string, ErrorCode>;

/**
 * An id from a request body is used only when it is one of the caller's company's rows (404 with the entity's
 * code otherwise, as if it did not exist). Returns the row's requested columns.
 */
export async function companyRow(
  table: TenantTable,
  kind: keyof typeof owners,
  id: number,
  columns: string[] = ['id'],
): Promise<Record<string, unknown>> {
  const row = await table(kind).where({ id }).first(columns);
  if (!row) throw new AppError(owners[kind], 404);
  return row as Record<string, unknown>;
}
