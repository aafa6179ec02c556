import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the contacts plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const contactsPermissions: PermissionDeclaration[] = [
  {
    name: 'contacts:delete',
    description: 'Delete a contact (spec §6: contacts-page:deleteContact)',
    holders: adminsAndSuper,
  },
];
