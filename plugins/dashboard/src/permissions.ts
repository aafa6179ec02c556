import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the dashboard plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const dashboardPermissions: PermissionDeclaration[] = [
  {
    name: 'dashboard:view',
    description: "See the company's dashboard (spec §6: dashboard view)",
    holders: adminsAndSuper,
  },
];
