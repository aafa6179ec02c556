import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the tickets plugin's routes require, and who holds it by default (docs/security.md "Permissions"). */
export const ticketsPermissions: PermissionDeclaration[] = [
  {
    name: 'tickets:delete',
    description: 'Delete a ticket (spec §6: ticket-options:deleteTicket)',
    holders: adminsAndSuper,
  },
  {
    name: 'ticket-notes:list-all',
    description: 'Search every note of the company',
    holders: adminsAndSuper,
  },
];
