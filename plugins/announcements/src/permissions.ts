import { superOnly, type PermissionDeclaration } from '@balcao/core';

/** What the announcements plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const announcementsPermissions: PermissionDeclaration[] = [
  {
    name: 'announcements:write',
    description: 'Create, change and delete announcements to every company, and their files',
    holders: superOnly,
  },
];
