import type { EgressFetch, PluginContext } from '@balcao/core';
import type { BillingProvider } from './billing-provider.js';
import { asaasProductionUrl, asaasProvider } from './asaas.js';
import { ixcProvider } from './ixc.js';
import { mkAuthProvider } from './mk-auth.js';

export interface ProviderOptions {
  /** how long one request to a billing system may take before the contact gets the apology */
  timeoutMs: number;
  asaasBaseUrl: string;
  /** every request goes through the kernel's egress guard (ctx.egress.fetch) */
  fetch: EgressFetch;
}

/** From the environment: ISP_BILLING_TIMEOUT_MS (10 s) and ASAAS_BASE_URL (production). */
export function providerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ProviderOptions, 'fetch'> {
  const timeoutMs = Number(env.ISP_BILLING_TIMEOUT_MS);
  return {
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
    asaasBaseUrl: env.ASAAS_BASE_URL?.trim() || asaasProductionUrl,
  };
}

/**
 * The company's billing system: the first one fully configured in the order IXC (ipixc + tokenixc), MK-Auth
 * (ipmkauth + clientidmkauth + clientsecretmkauth), Asaas (asaas). One system answers, never two: a company
 * that moves from one to another clears the old one's settings.
 */
export async function configuredProvider(
  settings: PluginContext['settings'],
  companyId: number,
  options: ProviderOptions,
): Promise<BillingProvider | undefined> {
  const read = async (key: string) => (await settings.get(companyId, key)).trim();
  const [ipixc, tokenixc] = [await read('ipixc'), await read('tokenixc')];
  const { timeoutMs, fetch } = options;
  if (ipixc && tokenixc) return ixcProvider({ host: ipixc, token: tokenixc, timeoutMs, fetch });
  const [ipmkauth, clientId, clientSecret] = [
    await read('ipmkauth'),
    await read('clientidmkauth'),
    await read('clientsecretmkauth'),
  ];
  if (ipmkauth && clientId && clientSecret)
    return mkAuthProvider({ host: ipmkauth, clientId, clientSecret, timeoutMs, fetch });
  const asaas = await read('asaas');
  if (asaas) return asaasProvider({ apiKey: asaas, baseUrl: options.asaasBaseUrl, timeoutMs, fetch });
  return undefined;
}
