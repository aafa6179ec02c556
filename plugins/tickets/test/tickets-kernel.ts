import contacts from '@balcao/plugin-contacts';
import { openConnection, startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import type { PluginDefinition } from '@balcao/core';
import tickets from '../src/index.js';

/** company A's admin and attendant, and its linked sim connection */
export type TicketsKernel = TenantKernel<'admin' | 'attendant'> & { connectionId: number };

/** A real kernel with contacts and tickets (and any extra plugins), company A's sim connection linked and open. */
export async function startTicketsKernel(
  extra: PluginDefinition[] = [],
  env: Record<string, string> = {},
): Promise<TicketsKernel> {
  const k = await startTenantKernel({
    plugins: [contacts, tickets, ...extra],
    env,
    as: ['admin', 'attendant'],
  });
  return { ...k, connectionId: await openConnection(k.t, k.seed.a.id, { name: 'Atendimento' }) };
}
