import type { Declarations } from '@balcao/core';
import { baseUrlOf } from './providers/provider-http.js';

/** a billing system's host or URL, as the providers call it: the egress guard checks it on save */
const billingHost = { toUrl: (value: string) => baseUrlOf(value, '/') };

type Setting = NonNullable<Declarations['settings']>[number];

/** every ISP setting is a credential or a host: secret (admins only), empty until set */
const secret = (key: string, labels: Setting['labels'], outbound?: Setting['outbound']): Setting => ({
  key,
  labels,
  default: '',
  secret: true,
  ...(outbound && { outbound }),
});

/** spec §2's options keys of the ISP integrations. */
export const ispSettings: Setting[] = [
  secret('ipixc', { pt: 'IP do IXC', en: 'IXC IP', es: 'IP de IXC' }, billingHost),
  secret('tokenixc', { pt: 'Token do IXC', en: 'IXC token', es: 'Token de IXC' }),
  secret('ipmkauth', { pt: 'IP do MK-Auth', en: 'MK-Auth IP', es: 'IP de MK-Auth' }, billingHost),
  secret('clientidmkauth', {
    pt: 'Client ID do MK-Auth',
    en: 'MK-Auth client ID',
    es: 'Client ID de MK-Auth',
  }),
  secret('clientsecretmkauth', {
    pt: 'Client Secret do MK-Auth',
    en: 'MK-Auth client secret',
    es: 'Client Secret de MK-Auth',
  }),
  secret('asaas', { pt: 'Token do Asaas', en: 'Asaas token', es: 'Token de Asaas' }),
];
