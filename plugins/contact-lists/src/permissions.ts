import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the contact-lists plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const contactListsPermissions: PermissionDeclaration[] = [
  {
    name: 'contact-lists:write',
    description: 'Create, change, upload and delete contact lists and their items (campaign audiences)',
    holders: adminsAndSuper,
  },
];
