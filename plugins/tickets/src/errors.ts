import { defineErrors, type CodesOf } from '@balcao/core';

/** The tickets plugin's own error codes: listed in /openapi.json and accepted by AppError and notFound. */
export const ticketErrors = defineErrors({
  ERR_NO_MESSAGE_FOUND: { status: 404, meaning: 'No message with this id in the company' },
  ERR_NO_TICKET_NOTE_FOUND: { status: 404, meaning: 'No ticket note with this id in the company' },
  ERR_TICKET_ACTION_NOT_APPLICABLE: {
    status: 409,
    meaning:
      'An action does not apply to the ticket as it stands (closed, not on a Cloud connection, nobody free); details.reason says why',
  },
  ERR_FILE_TYPE_MISMATCH: {
    status: 400,
    meaning: 'A file to send is a web page while its name says media (a link that led to the wrong origin)',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof ticketErrors> {}
}
