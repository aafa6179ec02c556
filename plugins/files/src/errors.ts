import { defineErrors, type CodesOf } from '@balcao/core';

/** The file lists plugin's own error codes, spelled as Whaticket's FilesController answers them. */
export const fileListErrors = defineErrors({
  ERR_NO_FILE_FOUND: { status: 404, meaning: 'No file list with this id in your company' },
  ERR_NO_FILE_OPTION_FOUND: { status: 404, meaning: 'No option with this id in this file list' },
  ERR_FILE_LIST_NAME_ALREADY_EXISTS: {
    status: 409,
    meaning: 'Another file list of your company has this name',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof fileListErrors> {}
}
