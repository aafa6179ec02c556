import { defineErrors, type CodesOf } from '@balcao/core';

/** The Cloud API plugin's own error codes (docs/errors.md). */
export const cloudErrors = defineErrors({
  ERR_NO_CLOUD_CONNECTION: {
    status: 404,
    meaning: 'No WhatsApp Cloud API connection with this id',
  },
  ERR_CLOUD_WEBHOOK_SIGNATURE: {
    status: 403,
    meaning:
      "The webhook's X-Hub-Signature-256 is missing or wrong, or the connection has no app secret to check it",
  },
  ERR_CLOUD_WINDOW_CLOSED: {
    status: 409,
    meaning:
      'The customer last wrote more than 24 hours ago (or never): the Cloud API takes only a template until they write again',
  },
  ERR_CLOUD_NOT_CONFIGURED: {
    status: 400,
    meaning: 'The Cloud API connection has no access token or business account id yet',
  },
  ERR_CLOUD_GRAPH_FAILED: {
    status: 502,
    meaning: "Meta's Graph API did not answer, or refused the connection's token; try again",
  },
  ERR_CLOUD_TEMPLATE_NOT_FOUND: {
    status: 404,
    meaning: "No template with this id on the ticket's Cloud API connection (sync the templates first)",
  },
  ERR_CLOUD_TEMPLATE_NOT_APPROVED: {
    status: 409,
    meaning: 'Meta has not approved this template (pending, rejected or paused): it cannot be sent',
  },
  ERR_CLOUD_TEMPLATE_VARIABLES: {
    status: 400,
    meaning: "The variables sent are not as many as the template's body takes ({{1}}, {{2}}...)",
  },
  ERR_CLOUD_TEMPLATE_HEADER: {
    status: 400,
    meaning:
      "The template's media header (image, document, video) needs its file as a link, an uploaded media id or one of the company's stored files (mediaId), of that type; a template without one takes none",
  },
  ERR_CLOUD_TEMPLATE_HEADER_FILE: {
    status: 400,
    meaning:
      "The stored file given as the template's media header is not one Meta takes for that kind of header (image: JPEG or PNG up to 5 MB; video: MP4 or 3GPP up to 16 MB; document: PDF, text or office file up to 100 MB)",
  },
  ERR_CLOUD_TEMPLATE_BUTTONS: {
    status: 400,
    meaning:
      "A button value is not for one of the template's buttons of that type, or a URL button whose link ends in {{1}} was given no value",
  },
  ERR_CLOUD_VERIFY_TOKEN: {
    status: 403,
    meaning: "The webhook verification's hub.verify_token is not the connection's verify token",
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof cloudErrors> {}
}
