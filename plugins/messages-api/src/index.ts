import { definePlugin } from '@balcao/core';

/** The external messages API (spec §7). So far it declares its plan flag, which the kernel's API-token guard checks; the routes themselves are issue 15. */
export default definePlugin({
  name: 'messages-api',
  declares: {
    planFlags: [
      {
        key: 'useExternalApi',
        labels: { pt: 'API externa', en: 'External API', es: 'API externa' },
        default: true,
      },
    ],
  },
});
