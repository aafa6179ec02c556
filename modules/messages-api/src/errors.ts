import { ApiError, errorMessage, i18n } from '@balcao/kit';

/**
 * A failed test send as the toast says it (spec §8): the code in this page's words when the kit has none for it
 * (ERR_INVALID_TOKEN is the messages API's own), else the kit's translation; a field error names its field.
 */
export function sendErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code) {
    const field = error.fields && Object.entries(error.fields)[0];
    if (field) return `${fieldLabel(field[0])}: ${field[1]}`;
    const own = `messages-api:errors.${error.code}`;
    if (i18n.exists(own)) return i18n.t(own);
  }
  return errorMessage(error);
}

const fieldLabel = (name: string) => {
  const key = `messages-api:form.${name}`;
  return i18n.exists(key) ? i18n.t(key) : name;
};

/** What a code means to someone calling the API: this page's words, the kit's, else the document's (English). */
export function codeMeaning(code: string, documented?: string): string {
  for (const key of [`messages-api:codes.${code}`, `kit:errors.${code}`])
    if (i18n.exists(key)) return i18n.t(key);
  return documented ?? code;
}
