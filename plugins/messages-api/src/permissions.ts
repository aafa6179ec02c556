import { adminsAndSuper, type PermissionDeclaration } from '@balcao/core';

/** What the messages API plugin's page requires (docs/security.md "Permissions"). */
export const messagesApiPermissions: PermissionDeclaration[] = [
  {
    name: 'messages-api:view',
    // the API itself answers a connection's token, not a user: this is its page of docs and test forms
    description: "See the external messages API's page and try it with the company's connections",
    holders: adminsAndSuper,
  },
];
