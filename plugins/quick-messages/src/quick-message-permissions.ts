import { forbidden, type AuthUser } from '@balcao/core';
import type { QuickMessage } from './quick-message-model.js';

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/** Admins and supervisors (and super users) manage every quick message, as Whaticket's list lets them. */
export const managesQuickMessages = (caller: Caller) =>
  caller.super || caller.profile === 'admin' || caller.profile === 'supervisor';

/** A general one is the company's; a private one its author's, and the managers' who may edit it. */
export const mayView = (caller: Caller, qm: QuickMessage) =>
  qm.geral || qm.userId === caller.id || managesQuickMessages(caller);

/** Only the author or a manager edits, deletes or attaches. */
export function mustEdit(caller: Caller, qm: QuickMessage) {
  if (qm.userId !== caller.id && !managesQuickMessages(caller)) throw forbidden();
}

/** Sharing with the whole company (geral) is a manager's call: Whaticket shows that select to them only. */
export function mustShare(caller: Caller, geral: boolean | undefined, current = false) {
  if (geral !== undefined && geral !== current && !managesQuickMessages(caller)) throw forbidden();
}
