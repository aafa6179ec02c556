import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the integrations plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const integrationsPermissions: PermissionDeclaration[] = [
  {
    name: 'integrations:manage',
    description: 'Create, change and delete queue integrations',
    holders: adminsAndSuper,
  },
];
