import { AppError } from '@balcao/core';
import type { CampaignDeps } from '../services/campaign-deps.js';
import type { NextRow } from './dispatch.js';

/**
 * A number not checked yet is asked of WhatsApp before its message: one that is not on WhatsApp becomes an
 * 'invalid' row (skipped, no interval spent) and its contact-list item is marked so. False when skipped.
 * When this process does not run the connection the check cannot be made; the message goes unchecked.
 */
export async function checkRecipient(
  deps: CampaignDeps,
  companyId: number,
  connectionId: number,
  row: NextRow,
): Promise<boolean> {
  if (row.valid !== null && row.valid !== undefined) return Boolean(row.valid);
  let exists: boolean;
  try {
    exists = (await deps.channels.checkNumber(companyId, connectionId, row.number)).exists;
  } catch (err) {
    if (err instanceof AppError && err.code === 'ERR_WAPP_NOT_INITIALIZED') return true;
    throw err;
  }
  if (row.contactListItemId) await deps.contactLists().setValidity(companyId, row.contactListItemId, exists);
  if (!exists)
    await deps.db
      .tenant(companyId)('campaign_shipping')
      .where({ id: row.id, status: 'pending' })
      .update({ status: 'invalid', updatedAt: new Date() });
  return exists;
}
