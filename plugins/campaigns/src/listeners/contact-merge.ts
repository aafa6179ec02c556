import type { TenantDb } from '@balcao/core';
import type { ContactServices, MergeStepContext } from '@balcao/plugin-contacts';

/** The campaigns' part of a contact merge: shipping rows of the merged contact name the kept one. */
export function listenToContactMerges(contacts: Pick<ContactServices, 'onMerge'>, db: TenantDb): void {
  contacts.onMerge('campaigns', (merge) => moveShipping(db, merge));
}

async function moveShipping(db: TenantDb, { trx, companyId, keepId, mergeId }: MergeStepContext) {
  await db
    .tenant(
      companyId,
      trx,
    )('campaignShipping')
    .where('contactId', mergeId)
    .update({ contactId: keepId });
}
