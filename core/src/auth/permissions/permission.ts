import type { Profile } from '../../domain/users/user-model.js';

/** Who can hold a permission: a company profile, or the platform's super flag. */
export type Holder = Profile | 'super';

/**
 * A named thing a caller may do (`campaigns:write`, `billing:pay`), with who holds it by default. Core declares
 * its own (kernel-permissions.ts); a plugin declares its own in `declares.permissions` (docs/plugins.md).
 */
export interface PermissionDeclaration {
  /** `<area>:<verb>`, kebab-case on both sides */
  name: string;
  /** one line for the OpenAPI document and docs/security.md: what holding it lets one do */
  description: string;
  /** who holds it by default; a super user holds it only when 'super' is listed (the platform is not a tenant) */
  holders: readonly Holder[];
}

/** What a permission is checked against: the verified caller (HTTP) or the socket's user. */
export interface PermissionSubject {
  profile: string;
  super: boolean;
}

/** the holders of the permissions that used to be `requireAdmin`: a company admin, or a super user */
export const adminsAndSuper: readonly Holder[] = ['admin', 'super'];
/** the holders of the permissions that used to be `requireSuper`: the platform's super users alone */
export const superOnly: readonly Holder[] = ['super'];

export const permissionName = /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/;
