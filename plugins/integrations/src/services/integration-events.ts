import type { IntegrationDeps } from './integration-deps.js';
import type { IntegrationWire } from './integration-wire.js';

/** Whaticket's `queueIntegration` event, as `company-{id}-queueIntegration` (spec §7), credentials masked. */
export type IntegrationEvent =
  | { action: 'create' | 'update'; queueIntegration: IntegrationWire }
  | { action: 'delete'; integrationId: number };

export function emitIntegrationEvent(deps: IntegrationDeps, companyId: number, event: IntegrationEvent) {
  deps.realtime.emitToCompany(companyId, 'queueIntegration', event);
}
