import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createTenantDb, type PluginDefinition } from '@balcao/core';
import { openConnection, startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import type { HttpClient } from '@balcao/core/testing';
import campaigns, { saveCampaignSettings, type CampaignServices } from '../../src/index.js';
import type { CampaignSettings } from '../../src/contracts.js';
import { peerPlugins } from './peer-plugins.js';

export type CampaignsKernel = Omit<TenantKernel<'admin' | 'adminB'>, 'services'> & {
  /** company A's linked sim connection */
  connectionId: number;
  services: CampaignServices;
};

/**
 * A real kernel with contacts, tickets, the contact lists and files plugins and campaigns; company A's sim
 * connection open. Tests pass CAMPAIGN_SECOND_MS in the process env before importing nothing else.
 */
export async function startCampaignsKernel(
  extra: PluginDefinition[] = [],
  /** plugins set up before campaigns: their hook listeners run ahead of its own */
  ahead: PluginDefinition[] = [],
): Promise<CampaignsKernel> {
  const k = await startTenantKernel({
    plugins: [contacts, tickets, ...peerPlugins, ...ahead, campaigns, ...extra],
    as: ['admin', 'adminB'],
  });
  return {
    ...k,
    connectionId: await openConnection(k.t, k.seed.a.id, { name: 'Campanhas' }),
    services: k.services<CampaignServices>('campaigns'),
  };
}

/** Pacing for tests: every hour open, no caps in the way, the given gaps (settings seconds). */
export async function openSettings(
  k: CampaignsKernel,
  companyId: number,
  gaps: {
    messageInterval: number;
    longerIntervalAfter: number;
    greaterInterval: number;
  } & Partial<CampaignSettings>,
) {
  await saveCampaignSettings(tenantDb(k), companyId, {
    ...gaps,
    quietHoursStart: '00:00',
    quietHoursEnd: '00:00',
    dailyCap: 100_000,
    warmupFirstDayCap: 100_000,
    jitter: 0.2,
  });
}

/** Company A's admin creates a campaign of `fields` to `listId` on the sim connection, due now; answers its id. */
export async function campaignNow(
  k: CampaignsKernel,
  listId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const c = await k.admin.post('/campaigns', {
    ...fields,
    contactListId: listId,
    whatsappId: k.connectionId,
    scheduledAt: new Date().toISOString(),
  });
  return c.body.id as number;
}

/** A contact list of `n` numbers written straight to the table (numbers 5511900000000 + i). */
export async function insertContactList(
  k: CampaignsKernel,
  companyId: number,
  n: number,
  valid: (i: number) => boolean | null = () => null,
  /** the first number's index: lists of one kernel should not share numbers */
  from = 0,
) {
  const knex = k.t.kernel.knex;
  const now = new Date();
  const [listId] = await knex('contact_lists').insert({
    companyId,
    name: `Lista ${n}`,
    createdAt: now,
    updatedAt: now,
  });
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId,
    contactListId: Number(listId),
    name: `Contato ${i}`,
    number: numberOf(from + i),
    email: `c${i}@x.test`,
    isWhatsappValid: valid(i),
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await knex('contact_list_items').insert(rows.slice(i, i + 500));
  return Number(listId);
}

export const numberOf = (i: number) => String(5511900000000 + i);

/** The connection talks to this number outside campaigns (an attendant's message): it is no new chat after. */
export async function talkTo(k: CampaignsKernel, number: string) {
  const earlier = await k.t.kernel.channels.enqueue(k.seed.a.id, k.connectionId, {
    to: number,
    type: 'text',
    body: 'conversa anterior',
  });
  await until('the earlier message to leave', async () =>
    ['sent', 'delivered', 'read'].includes((await k.t.kernel.channels.outbox.store.get(earlier.id))!.status),
  );
}

/** the kernel's tenant view of its knex, as plugins get it in ctx.db */
export function tenantDb(k: CampaignsKernel) {
  return createTenantDb(k.t.kernel.knex);
}

/** Waits for the campaign's report to say FINALIZADA (up to `ms`, until's own ceiling unless given). */
export function campaignFinished(
  k: { admin: HttpClient },
  id: number,
  ms?: number,
  what = 'the campaign to finish',
) {
  return until(
    what,
    async () => (await k.admin.get(`/campaigns/${id}/report`)).body.campaign.status === 'FINALIZADA',
    ms,
  );
}
