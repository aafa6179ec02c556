import { defineErrors, type CodesOf } from '@balcao/core';

/** The campaign settings' own codes. */
export const campaignSettingsErrors = defineErrors({
  ERR_CAMPAIGN_VARIABLE_DUPLICATED: {
    status: 400,
    meaning: 'Two campaign variables share a key; `fields` names the second one',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof campaignSettingsErrors> {}
}
