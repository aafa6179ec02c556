import { randomUUID } from 'node:crypto';
import type { TicketTagView } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import { afterAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '@balcao/core';
import { productDeclarations, saoPaulo, testEnv, until } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { TicketSlaWire } from '../src/index.js';
import {
  arrive,
  policy,
  slaKernelPlugins,
  staffedQueue,
  startSlaKernel,
  type SlaKernel,
} from './sla-kernel.js';

/**
 * A ticket's tags and SLA are kept in each process (they are served with every message), so two processes on one
 * database and one Redis, as two replicas: what one writes (a tag, a breach, a policy renamed or deleted) the
 * other serves at once, though it had kept the ticket from before.
 */
const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379' };

const k = kernelPerFile<SlaKernel>(() => startSlaKernel(REDIS), 60_000);
let second: Kernel | undefined;
afterAll(async () => {
  await second?.stop();
});

type Served = { tags?: TicketTagView[]; sla?: TicketSlaWire | null };

describe('tags and SLA served by another process', () => {
  it('follow every write made on the first one', async () => {
    // the second process, on the first one's SLA clock
    const plugins = slaKernelPlugins(k.clock);
    const names = new Set(plugins.map((p) => p.name));
    const declared = (await productDeclarations()).filter((p) => !names.has(p.name));
    second = await createKernel({ env: testEnv(k.t.db.url, REDIS), plugins: [...declared, ...plugins] });
    const other = second.plugins.services.get('tickets') as TicketServices;
    const companyId = k.seed.a.id;
    const served = async (id: number) => (await other.load(companyId, id)) as unknown as Served;

    const queueId = await staffedQueue(k);
    const policyId = await policy(k, { appliesTo: 'queue', targetId: queueId, firstResponseMinutes: 5 });
    const ticketId = await arrive(k, queueId);
    await until('the other process serves the SLA', async () => {
      const s = await served(ticketId);
      return s.sla?.firstResponse.status === 'running' && s.tags?.length === 0;
    });
    // kept there now: each change below is made on the first process only
    const tag = await k.admin.post('/tags', {
      name: `Urgente ${randomUUID().slice(0, 4)}`,
      color: '#ff0000',
    });
    expect(tag.status).toBe(201);
    const tagId = Number((tag.body as { id: number }).id);
    expect((await k.admin.put(`/ticket-tags/${ticketId}/${tagId}`)).status).toBe(201);
    await until('the tag shows there', async () => (await served(ticketId)).tags?.[0]?.id === tagId);

    expect((await k.admin.put(`/tags/${tagId}`, { name: 'Renomeada' })).status).toBe(200);
    await until(
      'the new name shows there',
      async () => (await served(ticketId)).tags?.[0]?.name === 'Renomeada',
    );

    k.clock.now = saoPaulo('2026-11-23T10:06:00');
    expect(await k.sla.raiseDue()).toBe(1);
    await until('the breach shows there', async () => (await served(ticketId)).sla?.breached === true);

    const renamed = await k.admin.put(`/sla-policies/${policyId}`, {
      name: 'Ouro',
      appliesTo: 'queue',
      targetId: queueId,
      firstResponseMinutes: 5,
    });
    expect(renamed.status).toBe(200);
    await until(
      'the policy name shows there',
      async () => (await served(ticketId)).sla?.policyName === 'Ouro',
    );

    expect((await k.admin.delete(`/sla-policies/${policyId}`)).status).toBe(200);
    await until('the ticket reads as under no policy there', async () => {
      const sla = (await served(ticketId)).sla;
      return sla?.policyId === null && sla.policyName === null && sla.breached;
    });
  });
});
