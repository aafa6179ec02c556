import type { MacroChanges, MacroFields } from '../macro-schemas.js';
import { findMacro } from './find-macros.js';
import type { Caller, MacroDeps, MacroView } from './macro-deps.js';
import { mustWrite } from './macro-rules.js';

/** A new macro: shared ones by admins only, personal ones the caller's; its actions checked first. */
export async function createMacro(deps: MacroDeps, caller: Caller, fields: MacroFields): Promise<MacroView> {
  mustWrite(deps, caller, { visibility: fields.visibility });
  const { json } = await deps.tickets.actions.checked(caller.companyId, fields.actions);
  const now = new Date();
  const [id] = await deps.db.tenant(caller.companyId)('macros').insert({
    name: fields.name,
    visibility: fields.visibility,
    userId: caller.id,
    actions: json,
    createdAt: now,
    updatedAt: now,
  });
  return findMacro(deps, caller, Number(id));
}

/**
 * Changes a macro the caller may write, as it is and as it would become: making a personal macro shared needs an
 * admin; an admin making a shared macro personal makes it their own.
 */
export async function updateMacro(
  deps: MacroDeps,
  caller: Caller,
  id: number,
  changes: MacroChanges,
): Promise<MacroView> {
  const current = await findMacro(deps, caller, id);
  mustWrite(deps, caller, current);
  const visibility = changes.visibility ?? current.visibility;
  mustWrite(deps, caller, { visibility });
  const patch: Record<string, unknown> = { updatedAt: new Date() };
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.visibility !== undefined) patch.visibility = visibility;
  if (visibility === 'personal' && current.userId !== caller.id) patch.userId = caller.id;
  if (changes.actions !== undefined)
    patch.actions = (await deps.tickets.actions.checked(caller.companyId, changes.actions)).json;
  await deps.db.tenant(caller.companyId)('macros').where({ id }).update(patch);
  return findMacro(deps, caller, id);
}

/** Deletes a macro the caller may write (its runs go with it). */
export async function deleteMacro(deps: MacroDeps, caller: Caller, id: number): Promise<void> {
  const current = await findMacro(deps, caller, id);
  mustWrite(deps, caller, current);
  await deps.db.tenant(caller.companyId)('macros').where({ id }).delete();
}
