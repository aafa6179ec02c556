import { defineErrors, type CodesOf } from '@balcao/core';

/** The campaigns plugin's error codes; the UI shows them in an error toast. */
export const campaignErrors = defineErrors({
  ERR_PLAN_CAMPAIGN_LIMIT: { status: 403, meaning: "The plan's campaign limit is reached" },
  ERR_NO_CAMPAIGN_FOUND: { status: 404, meaning: 'No campaign with this id in your company' },
  ERR_CAMPAIGN_NOT_EDITABLE: {
    status: 400,
    meaning:
      'The campaign is running, finished, or scheduled less than an hour ahead: it can no longer be changed',
  },
  ERR_CAMPAIGN_CANNOT_CANCEL: {
    status: 400,
    meaning: 'Only a running or scheduled campaign can be cancelled',
  },
  ERR_CAMPAIGN_CANNOT_RESTART: { status: 400, meaning: 'Only a cancelled campaign can be restarted' },
  ERR_CAMPAIGN_NO_RECIPIENTS: { status: 400, meaning: 'The campaign needs a contact list or a tag list' },
  ERR_CAMPAIGN_NO_MESSAGE: { status: 400, meaning: 'The campaign needs at least one message' },
  ERR_CAMPAIGN_BAD_REFERENCE: {
    status: 400,
    meaning: 'The connection, contact list, tag or file list named is not one of your company',
  },
  ERR_CAMPAIGN_TEMPLATE_REQUIRED: {
    status: 400,
    meaning:
      'The connection is a WhatsApp Cloud API one: Meta refuses free text to whoever has not written in 24 hours, so its campaigns send an approved template',
  },
  ERR_CAMPAIGN_TEMPLATE_ONLY: {
    status: 400,
    meaning:
      'A template campaign sends the template alone: no confirmation question and no file, which would be free text or media outside the 24-hour window',
  },
  ERR_CAMPAIGN_TEMPLATE_EMPTY_VARIABLE: {
    status: 400,
    meaning:
      "A contact's row of a template campaign was not sent: the field filling one of the template's {{n}} is empty for that contact (Meta refuses an empty parameter)",
  },
  ERR_CAMPAIGN_TEMPLATE_LANGUAGE: {
    status: 400,
    meaning: "A campaign's template needs its language (pt_BR, en_US...) beside its name",
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof campaignErrors> {}
}
