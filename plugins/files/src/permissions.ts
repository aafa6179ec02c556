import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the files plugin's routes and services require, and who holds it (docs/security.md "Permissions"). */
export const filesPermissions: PermissionDeclaration[] = [
  {
    name: 'files:manage',
    // everyone reads the lists (a campaign form picks one); Whaticket checked the admin profile on PUT only, and
    // its client shows the screen to super users only
    description: 'Create, change, upload to and delete file lists',
    holders: adminsAndSuper,
  },
];
