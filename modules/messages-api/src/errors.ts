import { ApiError, errorMessage, i18n } from '@balcao/kit';

/**
 * A failed test send as the toast says it (spec §8): a field error names its field; a code is the kit's
 * translation, which reads this module's own `errors` too (ERR_INVALID_TOKEN is the messages API's own).
 */
export function sendErrorText(error: unknown): string {
  const field = error instanceof ApiError && error.code && error.fields && Object.entries(error.fields)[0];
  return field ? `${fieldLabel(field[0])}: ${field[1]}` : errorMessage(error);
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
