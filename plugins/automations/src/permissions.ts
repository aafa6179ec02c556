import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the automations routes ask (docs/security.md "Permissions"): the company's admins edit its rules. */
export const automationsPermissions: PermissionDeclaration[] = [
  {
    name: 'automations:manage',
    description: "See, create, change and delete the company's automation rules and read their runs",
    holders: adminsAndSuper,
  },
];
