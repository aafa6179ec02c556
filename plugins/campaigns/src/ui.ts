import type { PluginUi } from '@balcao/core';

/** Placeholder until the campaigns-ui helper's screens land (their version of this file replaces it). */
export const campaignsUi: PluginUi = {
  module: 'campaigns',
  routes: ['/campaigns', '/campaign/:campaignId/report', '/campaigns-config'],
};
