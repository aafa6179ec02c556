import type { ContactListDeps } from './contact-list-deps.js';

/** Sets `set` and a new updatedAt on the company's row `id`; answers how many rows changed (0: not the company's). */
export function patchRow(
  deps: ContactListDeps,
  companyId: number,
  table: 'contact_lists' | 'contact_list_items',
  id: number,
  set: Record<string, unknown>,
): Promise<number> {
  return deps.db
    .tenant(companyId)(table)
    .where({ id })
    .update({ ...set, updatedAt: new Date() });
}
