import { createHmac } from 'node:crypto';
import type { Config } from '@balcao/core';
import { asaasGateway } from './asaas.js';
import type { PaymentGateway } from './gateway.js';
import { sandboxGateway } from './sandbox.js';

/**
 * BILLING_GATEWAY picks the provider: `sandbox` (the default outside production) or `asaas` (the default in
 * production, with ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN). The sandbox's signing secret is
 * BILLING_SANDBOX_SECRET, or one derived from JWT_SECRET, so every process of one deployment shares it.
 */
export function chooseGateway(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): { gateway: PaymentGateway; sandboxSecret: string } {
  const sandboxSecret =
    env.BILLING_SANDBOX_SECRET ||
    createHmac('sha256', config.JWT_SECRET).update('balcao billing sandbox webhook').digest('hex');
  const kind = env.BILLING_GATEWAY || (config.NODE_ENV === 'production' ? 'asaas' : 'sandbox');
  if (kind === 'sandbox') return { gateway: sandboxGateway(sandboxSecret), sandboxSecret };
  if (kind !== 'asaas') throw new Error(`BILLING_GATEWAY must be sandbox or asaas, not "${kind}"`);
  if (!env.ASAAS_API_KEY || !env.ASAAS_WEBHOOK_TOKEN)
    throw new Error('BILLING_GATEWAY=asaas needs ASAAS_API_KEY and ASAAS_WEBHOOK_TOKEN');
  return {
    gateway: asaasGateway({
      baseUrl: env.ASAAS_API_URL || 'https://api.asaas.com/v3',
      apiKey: env.ASAAS_API_KEY,
      webhookToken: env.ASAAS_WEBHOOK_TOKEN,
    }),
    sandboxSecret,
  };
}
