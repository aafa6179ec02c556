import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the auto-assign plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const autoAssignPermissions: PermissionDeclaration[] = [
  {
    name: 'auto-assign:configure',
    description: "Change a queue's automatic assignment",
    holders: adminsAndSuper,
  },
];
