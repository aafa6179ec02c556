import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the prompts plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const promptsPermissions: PermissionDeclaration[] = [
  {
    name: 'prompts:manage',
    description: 'Create, change and delete AI prompts',
    holders: adminsAndSuper,
  },
];
