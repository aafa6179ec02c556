import { defineErrors, type CodesOf } from '@balcao/core';

/** The contact lists plugin's own codes; ERR_DUPLICATED_CONTACT (a number already in the list) is core's. */
export const contactListErrors = defineErrors({
  ERR_NO_CONTACT_LIST_FOUND: { status: 404, meaning: 'No contact list with this id in your company' },
  ERR_NO_CONTACT_LIST_ITEM_FOUND: {
    status: 404,
    meaning: 'No contact list item with this id in your company',
  },
  ERR_CONTACT_LIST_FILE_TYPE: {
    status: 400,
    meaning: 'A contact list upload must be an .xls or .xlsx spreadsheet',
  },
  ERR_CONTACT_LIST_NO_NUMBER_COLUMN: {
    status: 400,
    meaning: "The spreadsheet's first row names no number column (number, numero, telefone)",
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof contactListErrors> {}
}
