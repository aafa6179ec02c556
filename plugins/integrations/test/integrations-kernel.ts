import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { queuesPlugin } from '@balcao/plugin-queues';
import {
  insertQueue,
  openConnection,
  simContact,
  startTenantKernel,
  type TenantKernel,
  nextIn,
} from '@balcao/core/testing';
import type { PluginDefinition } from '@balcao/core';
import { integrationsPlugin } from '../src/index.js';

/** A kernel with contacts, tickets, queues and integrations; the bots read `clock.now`, waits are recorded. */
export type IntegrationsKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & {
  clock: { now: Date };
  /** every wait the engine asked for between two messages, in ms */
  waits: number[];
};

/** `more`: plugins loaded after integrations (tags, for the bots' tag commands) */
export async function startIntegrationsKernel(
  env: Record<string, string> = {},
  more: PluginDefinition[] = [],
): Promise<IntegrationsKernel> {
  const clock = { now: new Date() };
  const waits: number[] = [];
  const k = await startTenantKernel({
    plugins: [
      contacts,
      tickets,
      queuesPlugin({ now: () => clock.now }),
      integrationsPlugin({ now: () => clock.now, sleep: async (ms) => void waits.push(ms) }),
      ...more,
    ],
    env,
    as: ['admin', 'attendant', 'adminB'],
    plan: { queues: 100 },
  });
  return { ...k, clock, waits };
}

/** An integration row of company A through the route, as an admin makes it. */
export async function createIntegration(k: IntegrationsKernel, fields: Record<string, unknown>) {
  const res = await k.admin.post('/queueIntegration', fields);
  if (res.status !== 201) throw new Error(`integration not created: ${JSON.stringify(res.body)}`);
  return res.body as { id: number } & Record<string, unknown>;
}

/** A queue of company A, optionally driven by an integration, with options `1 - ...` at its top level. */
export async function queueWithOptions(
  k: IntegrationsKernel,
  fields: { integrationId?: number; greetingMessage?: string } = {},
  options: string[] = [],
) {
  const knex = k.t.kernel.knex;
  const id = await insertQueue(knex, k.seed.a.id, fields);
  const now = new Date();
  for (const [i, title] of options.entries())
    await knex('queueOptions').insert({
      companyId: k.seed.a.id,
      queueId: id,
      parentId: null,
      title,
      option: String(i + 1),
      message: `Você escolheu ${title}.`,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** A linked sim connection of company A offering `queueIds`, open and ready. */
export async function connectionWith(
  k: IntegrationsKernel,
  queueIds: number[],
  fields: Record<string, unknown> = {},
) {
  const name = `Bot ${nextIn(k, 'connections')}`;
  return String(
    await openConnection(k.t, k.seed.a.id, { name, queueIds, fields: { isDefault: false, ...fields } }),
  );
}

/** A contact of the connection: `says` waits until the message went through every step and its sends left. */
export function contact(
  k: IntegrationsKernel,
  conn: string,
  number: string,
  name = `Cliente ${number.slice(-4)}`,
) {
  const c = simContact(k.t, k.sim, conn, number, name);
  return {
    ...c,
    /** the texts (or a media's kind) the contact received, oldest first */
    received: () =>
      c.receivedMessages().map((message) => {
        const m = message as { type?: string; body?: string };
        return m.type && m.type !== 'text' ? `[${m.type}]` : (m.body ?? '');
      }),
  };
}
