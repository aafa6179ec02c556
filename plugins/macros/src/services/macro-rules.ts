import { forbidden } from '@balcao/core';
import type { Caller, MacroDeps } from './macro-deps.js';

const SHARED = 'macros:manage-shared';

/** a shared macro is written by holders of macros:manage-shared (admins); a personal one by its author */
export function mustWrite(
  deps: Pick<MacroDeps, 'permissions'>,
  caller: Caller,
  macro: { visibility: string; userId?: number | null },
): void {
  if (macro.visibility === 'shared' && !deps.permissions.holds(caller, SHARED)) throw forbidden();
  if (macro.visibility === 'personal' && macro.userId != null && macro.userId !== caller.id)
    throw forbidden();
}
