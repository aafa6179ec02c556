import type { MacroChanges, MacroFields } from '../macro-schemas.js';
import { applyMacro } from './apply-macro.js';
import { findMacro, listMacros } from './find-macros.js';
import type { Caller, MacroDeps } from './macro-deps.js';
import { createMacro, deleteMacro, updateMacro } from './save-macro.js';

/** The macros plugin's services bound to the kernel: what the routes call and another plugin gets. */
export function macroServices(deps: MacroDeps) {
  return {
    list: (caller: Caller) => listMacros(deps, caller),
    find: (caller: Caller, id: number) => findMacro(deps, caller, id),
    create: (caller: Caller, fields: MacroFields) => createMacro(deps, caller, fields),
    update: (caller: Caller, id: number, changes: MacroChanges) => updateMacro(deps, caller, id, changes),
    delete: (caller: Caller, id: number) => deleteMacro(deps, caller, id),
    apply: (caller: Caller, id: number, ticketId: number, key?: string) =>
      applyMacro(deps, caller, id, ticketId, key),
    /** the kinds of action a macro may hold, with their labels (the editor's choice list) */
    kinds: () => deps.tickets.actions.list(),
  };
}

export type MacroServices = ReturnType<typeof macroServices>;
