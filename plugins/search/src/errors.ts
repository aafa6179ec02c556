import { defineErrors, type CodesOf } from '@balcao/core';

/** The search plugin's own error codes: listed in /openapi.json and accepted by AppError. */
export const searchErrors = defineErrors({
  ERR_SEARCH_TOO_SHORT: { status: 400, meaning: 'The search has no word of at least 3 letters or digits' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof searchErrors> {}
}
