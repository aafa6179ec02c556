import { describe, expect, it } from 'vitest';
import type { PluginContext } from '@balcao/core';
import { configuredProvider } from '../src/providers/configured-provider.js';

/** The settings a company saved; unsaved keys read as the declared default, '' */
const settingsOf = (values: Record<string, string>) =>
  ({
    get: async (_companyId: number, key: string) => values[key] ?? '',
  }) as unknown as PluginContext['settings'];

// which system answers is decided from the settings alone: nothing is fetched
const options = {
  timeoutMs: 1000,
  asaasBaseUrl: 'http://127.0.0.1:1/v3',
  fetch: () => Promise.reject(new Error('no request while choosing the system')),
};
const which = async (values: Record<string, string>) =>
  (await configuredProvider(settingsOf(values), 1, options))?.name;

describe('which billing system answers', () => {
  const ixc = { ipixc: 'erp.provedor.com.br', tokenixc: '7:token' };
  const mk = { ipmkauth: '10.0.0.5', clientidmkauth: 'id', clientsecretmkauth: 'secret' };
  const asaas = { asaas: '$aact_key' };

  it('the first fully configured in the order IXC, MK-Auth, Asaas', async () => {
    expect(await which({ ...asaas, ...mk, ...ixc })).toBe('ixc');
    expect(await which({ ...asaas, ...mk })).toBe('mk-auth');
    expect(await which(asaas)).toBe('asaas');
  });

  it('a half-configured system is skipped; nothing configured, none', async () => {
    expect(await which({ ipixc: 'erp.provedor.com.br', ...asaas })).toBe('asaas');
    expect(await which({ ipmkauth: '10.0.0.5', clientidmkauth: 'id' })).toBeUndefined();
    expect(await which({ asaas: '   ' })).toBeUndefined();
  });
});
