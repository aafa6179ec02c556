import { defineErrors, type CodesOf } from '@balcao/core';

/** The automations plugin's own error codes. */
export const automationErrors = defineErrors({
  ERR_NO_AUTOMATION_FOUND: { status: 404, meaning: 'No automation rule with this id in your company' },
  ERR_AUTOMATION_WEBHOOK_FAILED: {
    status: 502,
    meaning: "An automation rule's webhook was not accepted (refused address, no answer or an error status)",
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof automationErrors> {}
}
