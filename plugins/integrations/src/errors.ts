import { defineErrors, type CodesOf } from '@balcao/core';

/** The integrations plugin's own error codes. */
export const integrationErrors = defineErrors({
  ERR_NO_INTEGRATION_FOUND: { status: 404, meaning: 'No queue integration with this id in your company' },
  ERR_INTEGRATION_NAME_ALREADY_EXISTS: {
    status: 409,
    meaning: 'Another queue integration of your company has this name',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof integrationErrors> {}
}
