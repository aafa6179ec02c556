import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the queues plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const queuesPermissions: PermissionDeclaration[] = [
  {
    name: 'queues:manage',
    description: 'Create, change and delete queues and their options',
    holders: adminsAndSuper,
  },
];
