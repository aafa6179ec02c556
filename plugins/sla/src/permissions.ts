import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the SLA policy routes require (docs/security.md "Permissions"); a ticket's SLA follows the ticket's sight. */
export const slaPermissions: PermissionDeclaration[] = [
  {
    name: 'sla:manage',
    description: "See, create, change and delete the company's SLA policies",
    holders: adminsAndSuper,
  },
];
