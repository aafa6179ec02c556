import type { Declarations } from '@balcao/core';
import { baseUrlOf } from './providers/provider-http.js';

/** a billing system's host or URL, as the providers call it: the egress guard checks it on save */
const billingHost = { toUrl: (value: string) => baseUrlOf(value, '/') };

/** spec §2's options keys of the ISP integrations; secret: only admins see and change them. */
export const ispSettings: NonNullable<Declarations['settings']> = [
  {
    key: 'ipixc',
    labels: { pt: 'IP do IXC', en: 'IXC IP', es: 'IP de IXC' },
    default: '',
    secret: true,
    outbound: billingHost,
  },
  {
    key: 'tokenixc',
    labels: { pt: 'Token do IXC', en: 'IXC token', es: 'Token de IXC' },
    default: '',
    secret: true,
  },
  {
    key: 'ipmkauth',
    labels: { pt: 'IP do MK-Auth', en: 'MK-Auth IP', es: 'IP de MK-Auth' },
    default: '',
    secret: true,
    outbound: billingHost,
  },
  {
    key: 'clientidmkauth',
    labels: { pt: 'Client ID do MK-Auth', en: 'MK-Auth client ID', es: 'Client ID de MK-Auth' },
    default: '',
    secret: true,
  },
  {
    key: 'clientsecretmkauth',
    labels: {
      pt: 'Client Secret do MK-Auth',
      en: 'MK-Auth client secret',
      es: 'Client Secret de MK-Auth',
    },
    default: '',
    secret: true,
  },
  {
    key: 'asaas',
    labels: { pt: 'Token do Asaas', en: 'Asaas token', es: 'Token de Asaas' },
    default: '',
    secret: true,
  },
];
