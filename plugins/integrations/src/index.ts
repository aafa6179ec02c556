import { definePlugin } from '@balcao/core';
import { defineDeliveryJob } from './delivery/deliver-job.js';
import { testSessionRoutes } from './routes/test-session.js';

/** Queue integrations (spec §2, §3). So far it declares its plan flag; the integrations themselves are issue 15. */
export default definePlugin({
  name: 'integrations',
  requires: ['tickets'],
  planFlag: 'useIntegrations',
  declares: {
    planFlags: [
      {
        key: 'useIntegrations',
        labels: { pt: 'Integrações', en: 'Integrations', es: 'Integraciones' },
        default: true,
      },
    ],
  },
  setup(ctx) {
    defineDeliveryJob(ctx);
    testSessionRoutes(ctx);
  },
});
