import { defineErrors, type CodesOf } from '@balcao/core';

/** The chats plugin's own error codes. */
export const chatErrors = defineErrors({
  ERR_NO_CHAT_FOUND: {
    status: 404,
    meaning: 'No chat with this id or uuid that you are a member of, in your company',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof chatErrors> {}
}
