import type { PluginContext } from '@balcao/core';
import type { PaymentGateway } from '../gateway/gateway.js';

/** The kernel parts the billing services use, passed in so routes, jobs and tests share the same code. */
export interface BillingDeps {
  knex: PluginContext['knex'];
  db: PluginContext['db'];
  realtime: Pick<PluginContext['realtime'], 'emitToCompany' | 'emitToRoom' | 'reconnectOverdue'>;
  log: PluginContext['log'];
  gateway: PaymentGateway;
}
