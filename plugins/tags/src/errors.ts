import { defineErrors, type CodesOf } from '@balcao/core';

/** The tags plugin's own error codes: listed in /openapi.json and accepted by AppError and notFound. */
export const tagErrors = defineErrors({
  ERR_NO_TAG_FOUND: { status: 404, meaning: 'No tag with this id in your company' },
  ERR_TAG_NAME_ALREADY_EXISTS: { status: 409, meaning: 'Another tag of your company has this name' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof tagErrors> {}
}
