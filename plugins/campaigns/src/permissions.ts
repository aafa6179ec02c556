import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the campaigns plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const campaignsPermissions: PermissionDeclaration[] = [
  {
    name: 'campaigns:write',
    description:
      'Create, change, cancel, restart and delete campaigns, their files and settings (spec §6: admin pages)',
    holders: adminsAndSuper,
  },
];
