import { defineErrors, type CodesOf } from '@balcao/core';

/** The prompts plugin's own error codes. */
export const promptErrors = defineErrors({
  ERR_NO_PROMPT_FOUND: { status: 404, meaning: 'No prompt with this id in your company' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof promptErrors> {}
}
