import { defineErrors, type CodesOf } from '@balcao/core';

/** The contacts plugin's own codes; the Whaticket ones (ERR_NO_CONTACT_FOUND, ERR_DUPLICATED_CONTACT ...) are core's. */
export const contactErrors = defineErrors({
  ERR_CONTACT_IMPORT_FILE: {
    status: 400,
    meaning: 'The import file is not a CSV or XLSX sheet with name and number columns',
  },
  ERR_CONTACT_MERGE_SAME: { status: 400, meaning: 'A contact cannot be merged into itself' },
  ERR_CONTACT_MERGE_GROUP: {
    status: 400,
    meaning: 'A group and a person (or two groups) cannot be merged',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof contactErrors> {}
}
