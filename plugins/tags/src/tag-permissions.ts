import { forbidden, type AuthUser } from '@balcao/core';

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/** Admins and supervisors manage tags (Whaticket shows them the edit, delete and kanban controls; spec §5). */
export const managesTags = (caller: Caller) =>
  caller.super || caller.profile === 'admin' || caller.profile === 'supervisor';

export function mustManageTags(caller: Caller) {
  if (!managesTags(caller)) throw forbidden();
}
