import type { ContactListDeps } from './contact-list-deps.js';
import type { ContactListItemWire, ContactListWire } from './contact-list-wire.js';

/** Whaticket's `company-{id}-ContactList`: `{ action, record }` or `{ action: 'delete', id }`. */
export type ContactListEvent =
  { action: 'create' | 'update'; record: ContactListWire } | { action: 'delete'; id: number };
/** Whaticket's `company-{id}-ContactListItem`: the same shapes for one item. */
export type ContactListItemEvent =
  { action: 'create' | 'update'; record: ContactListItemWire } | { action: 'delete'; id: number };
/** Whaticket's `company-{id}-ContactListItem-{listId}` after an upload: items its page merges by id. */
export interface ContactListItemsReload {
  action: 'reload';
  records: ContactListItemWire[];
}

export function emitList(deps: ContactListDeps, companyId: number, event: ContactListEvent) {
  deps.realtime.emitToCompany(companyId, 'ContactList', event);
}

export function emitItem(deps: ContactListDeps, companyId: number, event: ContactListItemEvent) {
  deps.realtime.emitToCompany(companyId, 'ContactListItem', event);
}

/** Many items of one list at once, in slices, so one event never carries thousands of rows. */
export function emitItemsReload(
  deps: ContactListDeps,
  companyId: number,
  contactListId: number,
  records: ContactListItemWire[],
) {
  for (let i = 0; i < records.length; i += 500) {
    const event: ContactListItemsReload = { action: 'reload', records: records.slice(i, i + 500) };
    deps.realtime.emitToCompany(companyId, `ContactListItem-${contactListId}`, event);
  }
}
