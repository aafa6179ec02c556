import type { ContactListDeps } from './contact-list-deps.js';
import { emitItem } from './contact-list-events.js';
import { findContactListItem } from './find-contact-list-items.js';
import { patchRow } from './patch-row.js';

/**
 * Records whether the item's number is on WhatsApp (the campaigns plugin calls it when a send finds out) and
 * tells the item's page. An item the company does not have is left alone.
 */
export async function setItemValidity(
  deps: ContactListDeps,
  companyId: number,
  itemId: number,
  valid: boolean,
) {
  const changed = await patchRow(deps, companyId, 'contact_list_items', itemId, { isWhatsappValid: valid });
  if (!changed) return;
  emitItem(deps, companyId, { action: 'update', record: await findContactListItem(deps, companyId, itemId) });
}
