import { defineErrors, type CodesOf } from '@balcao/core';

/** The quick messages plugin's own error codes, spelled as Whaticket's QuickMessageController answers them. */
export const quickMessageErrors = defineErrors({
  ERR_NO_QUICKMESSAGE_FOUND: { status: 404, meaning: 'No quick message with this id that you may see' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof quickMessageErrors> {}
}
