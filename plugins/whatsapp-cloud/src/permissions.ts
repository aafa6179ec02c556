import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** Who may bring a Cloud connection's templates from Meta (docs/security.md, "Permissions"). */
export const cloudPermissions: PermissionDeclaration[] = [
  {
    name: 'whatsapp-cloud:manage',
    description: "Sync a Cloud API connection's message templates from Meta",
    holders: adminsAndSuper,
  },
];
