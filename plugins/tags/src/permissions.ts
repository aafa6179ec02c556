import type { PermissionDeclaration } from '@balcao/core';

/** What the tags plugin's routes and services require, and who holds it (docs/security.md "Permissions"). */
export const tagsPermissions: PermissionDeclaration[] = [
  {
    name: 'tags:manage',
    // spec §5: Whaticket shows the edit, delete and kanban controls to admins and supervisors
    description: 'Change and delete tags, and make a tag a kanban lane',
    holders: ['admin', 'supervisor', 'super'],
  },
];
