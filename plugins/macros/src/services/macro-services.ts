import { bindDeps } from '@balcao/core';
import { applyMacro } from './apply-macro.js';
import { findMacro, listMacros } from './find-macros.js';
import type { MacroDeps } from './macro-deps.js';
import { createMacro, deleteMacro, updateMacro } from './save-macro.js';

/** The macros plugin's services bound to the kernel: what the routes call and another plugin gets. */
export function macroServices(deps: MacroDeps) {
  return {
    ...bindDeps(deps, { list: listMacros, find: findMacro, apply: applyMacro }),
    ...bindDeps(deps, { create: createMacro, update: updateMacro, delete: deleteMacro }),
    /** the kinds of action a macro may hold, with their labels (the editor's choice list) */
    kinds: () => deps.tickets.actions.list(),
  };
}

export type MacroServices = ReturnType<typeof macroServices>;
