import { forbidden, type AuthUser } from '@balcao/core';

/** Who is acting: the verified caller, whose companyId is the only company a service acts on. */
export type Caller = Pick<AuthUser, 'id' | 'companyId' | 'profile' | 'super'>;

/**
 * Everyone in the company reads the lists (a campaign form picks one); admins and super users change them.
 * Whaticket checked the admin profile on PUT only, and its client shows the screen to super users only.
 */
export function mustManage(caller: Caller) {
  if (!caller.super && caller.profile !== 'admin') throw forbidden();
}
