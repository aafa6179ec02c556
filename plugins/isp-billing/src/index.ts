import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { ispSettings } from './isp-settings.js';
import { lookupStep, type LookupDeps } from './lookup/lookup-step.js';
import { providerOptionsFromEnv, type ProviderOptions } from './providers/configured-provider.js';

/**
 * Self-service billing for internet providers (spec §2's options keys): the company's IXC, MK-Auth and Asaas
 * credentials, and the inbound step that answers a contact's CPF/CNPJ with their open boletos and Pix code.
 * `ispBillingPlugin(options)` builds it with other timeouts or an Asaas URL; the default export reads the env.
 */
export function ispBillingPlugin(options: Partial<Omit<ProviderOptions, 'fetch'>> = {}) {
  return definePlugin({
    name: 'isp-billing',
    requires: ['tickets'],
    declares: { settings: ispSettings },
    setup(ctx) {
      const tickets = ctx.services<TicketServices>('tickets');
      const deps: LookupDeps = {
        db: ctx.db,
        settings: ctx.settings,
        tickets,
        channels: ctx.channels,
        options: { ...providerOptionsFromEnv(), ...options, fetch: ctx.egress.fetch },
      };
      tickets.bots.register({
        name: 'isp-billing.lookup',
        // before the AI prompts and the queue integrations (docs/plugins.md lists the bots' priorities)
        priority: 60,
        // a typebot that asked for the CPF must get it
        accepts: (ticket) => !ticket.useIntegration,
        answer: (event, turn, step) => lookupStep(deps, event, turn, step),
      });
    },
  });
}

export default ispBillingPlugin();
