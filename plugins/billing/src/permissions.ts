import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the billing plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const billingPermissions: PermissionDeclaration[] = [
  {
    name: 'billing:pay',
    description: "Ask for a Pix charge of the company's invoice (spec §6: admin pages)",
    holders: adminsAndSuper,
  },
];
