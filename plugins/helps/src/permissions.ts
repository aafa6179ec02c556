import { superOnly, type PermissionDeclaration } from '@balcao/core';

/** What the helps plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const helpsPermissions: PermissionDeclaration[] = [
  {
    name: 'helps:write',
    description: 'Create, change and delete help videos (platform-wide)',
    holders: superOnly,
  },
];
