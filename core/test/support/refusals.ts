/** What a route answers when `field` fails validation with `message`: a status and body to match a response. */
export const invalidField = (field: string, message: string) => ({
  status: 400,
  body: { error: 'ERR_VALIDATION', fields: { [field]: message } },
});

/** What a route answers for a record that is not there, or not the caller company's. */
export const notFound = (error: string) => ({ status: 404, body: { error } });
