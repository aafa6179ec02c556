import { definePlugin } from '@balcao/core';

/** Campaigns to contact lists (spec §2, §3). So far it declares its plan flag and the campaignsEnabled setting the company form carries; the feature itself is issue 14. */
export default definePlugin({
  name: 'campaigns',
  declares: {
    planFlags: [
      { key: 'useCampaigns', labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' }, default: true },
    ],
    settings: [
      {
        key: 'campaignsEnabled',
        labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' },
        default: 'false',
        choices: {
          true: { pt: 'Habilitadas', en: 'Enabled', es: 'Habilitadas' },
          false: { pt: 'Desabilitadas', en: 'Disabled', es: 'Deshabilitadas' },
        },
        companyField: { signup: 'true' },
      },
    ],
  },
});
