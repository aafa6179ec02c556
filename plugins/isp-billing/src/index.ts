import { definePlugin, type InboxEvent } from '@balcao/core';
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
      const deps: LookupDeps = {
        db: ctx.db,
        settings: ctx.settings,
        tickets: ctx.services<TicketServices>('tickets'),
        options: { ...providerOptionsFromEnv(), ...options, fetch: ctx.egress.fetch },
      };
      ctx.pipeline.step({
        name: 'isp-billing.lookup',
        at: 'integration',
        // before the AI prompts and the queue integrations (docs/architecture.md, "ISP billing")
        order: -30,
        kinds: ['message'],
        handle: (event: InboxEvent, step) =>
          event.kind === 'message' ? lookupStep(deps, event, step) : 'continue',
      });
    },
  });
}

export default ispBillingPlugin();
