import { defineErrors, type CodesOf } from '@balcao/core';

/** The macros plugin's own error codes. */
export const macroErrors = defineErrors({
  ERR_NO_MACRO_FOUND: { status: 404, meaning: 'No macro with this id that you may see in your company' },
  ERR_MACRO_ALREADY_APPLIED: {
    status: 409,
    meaning:
      'This macro was applied to this ticket by you a moment ago (a double click): nothing was done again',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof macroErrors> {}
}
