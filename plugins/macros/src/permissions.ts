import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/**
 * What the macros plugin's rules ask (docs/security.md "Permissions"). No route names it: anyone keeps personal
 * macros, so the record decides (macro-rules.ts).
 */
export const macrosPermissions: PermissionDeclaration[] = [
  {
    name: 'macros:manage-shared',
    description: "Create, change and delete the company's shared macros",
    holders: adminsAndSuper,
  },
];
