import { defineErrors, type CodesOf } from '@balcao/core';

/** The helps plugin's own error codes: listed in /openapi.json and accepted by AppError and notFound. */
export const helpErrors = defineErrors({
  ERR_NO_HELP_FOUND: { status: 404, meaning: 'No help video with this id' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof helpErrors> {}
}
