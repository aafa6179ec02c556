import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/**
 * What this plugin's routes require, and who holds it by default (docs/security.md "Permissions"): everyone of
 * the company reads and writes records, a company admin (or a super user) deletes them. A route that names one
 * needs its entry in core/test/security/role-matrix.test.ts, which fails until it has one.
 */
export const eventWebhooksPermissions: PermissionDeclaration[] = [
  { name: 'event-webhooks:delete', description: 'Delete records', holders: adminsAndSuper },
];
