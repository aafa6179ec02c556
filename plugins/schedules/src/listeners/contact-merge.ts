import type { TenantDb } from '@balcao/core';
import type { ContactServices, MergeStepContext } from '@balcao/plugin-contacts';

/** The schedules' part of a contact merge: the merged contact's schedules go to the kept one. */
export function listenToContactMerges(contacts: Pick<ContactServices, 'onMerge'>, db: TenantDb): void {
  contacts.onMerge('schedules', (merge) => moveSchedules(db, merge));
}

async function moveSchedules(db: TenantDb, { trx, companyId, keepId, mergeId }: MergeStepContext) {
  await db.tenant(companyId, trx)('schedules').where('contactId', mergeId).update({ contactId: keepId });
}
