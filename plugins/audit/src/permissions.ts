import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** Who may read the audit log (docs/security.md "Permissions"); nobody may change it. */
export const auditPermissions: PermissionDeclaration[] = [
  {
    name: 'audit:view',
    description: "Read the company's audit log (a super user: every company's and the platform's)",
    holders: adminsAndSuper,
  },
];
