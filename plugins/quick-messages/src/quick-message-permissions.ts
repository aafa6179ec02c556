import { forbidden, type AuthUser, type PluginContext } from '@balcao/core';
import type { QuickMessage } from './quick-message-model.js';

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/** The kernel's permissions, as these rules ask them (`quick-messages:manage`, declared in permissions.ts). */
export type Permissions = Pick<PluginContext['permissions'], 'holds'>;

/** a manager below: a holder of it (admins, supervisors and super users by default) */
const MANAGE = 'quick-messages:manage';

/** A general one is the company's; a private one its author's, and the managers' who may edit it. */
export const mayView = (permissions: Permissions, caller: Caller, qm: QuickMessage) =>
  qm.geral || qm.userId === caller.id || permissions.holds(caller, MANAGE);

/** Only the author or a manager edits, deletes or attaches. */
export function mustEdit(permissions: Permissions, caller: Caller, qm: QuickMessage) {
  if (qm.userId !== caller.id && !permissions.holds(caller, MANAGE)) throw forbidden();
}

/** Sharing with the whole company (geral) is a manager's call: Whaticket shows that select to them only. */
export function mustShare(
  permissions: Permissions,
  caller: Caller,
  geral: boolean | undefined,
  current = false,
) {
  if (geral !== undefined && geral !== current && !permissions.holds(caller, MANAGE)) throw forbidden();
}
