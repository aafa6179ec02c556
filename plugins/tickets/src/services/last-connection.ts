import type { TenantDb } from '@balcao/core';

/** The connection of the contact's most recent ticket that has one (a schedule goes through it). */
export async function lastConnection(
  db: TenantDb,
  companyId: number,
  contactId: number,
): Promise<number | undefined> {
  const last = (await db
    .tenant(companyId)('tickets')
    .where({ contactId })
    .whereNotNull('whatsappId')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .first('whatsappId')) as { whatsappId: number } | undefined;
  return last?.whatsappId;
}
