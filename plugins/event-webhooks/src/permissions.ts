import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the event-webhooks routes require, and who holds it by default (docs/security.md "Permissions"). */
export const eventWebhooksPermissions: PermissionDeclaration[] = [
  {
    name: 'event-webhooks:manage',
    description: "See, create, change, delete and replay the company's outbound event webhooks",
    holders: adminsAndSuper,
  },
];
