import { definePlugin } from '@balcao/core';

/** Queue integrations (spec §2, §3). So far it declares its plan flag; the integrations themselves are issue 15. */
export default definePlugin({
  name: 'integrations',
  declares: {
    planFlags: [
      {
        key: 'useIntegrations',
        labels: { pt: 'Integrações', en: 'Integrations', es: 'Integraciones' },
        default: true,
      },
    ],
  },
});
