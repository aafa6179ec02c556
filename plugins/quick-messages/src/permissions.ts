import type { PermissionDeclaration } from '@balcao/core';

/**
 * What the quick-messages plugin's rules ask, and who holds it by default (docs/security.md "Permissions"). No
 * route names it: anyone writes their own quick messages, so the record decides (quick-message-permissions.ts).
 */
export const quickMessagesPermissions: PermissionDeclaration[] = [
  {
    name: 'quick-messages:manage',
    // Whaticket's list and dialog show edit/delete of others' and the geral select to admins and supervisors
    description: "See, change and delete everyone's quick messages, and make one general (geral)",
    holders: ['admin', 'supervisor', 'super'],
  },
];
