import { randomUUID } from 'node:crypto';
import { definePlugin } from '@balcao/core';
import {
  insertWhatsapp,
  login,
  seedTenants,
  sleep,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import contacts, { type Contact, type ContactServices } from '../src/index.js';
import { numberKey } from '../src/number.js';

/** What the step after contacts saw of each event: the contact (and group member) it was handed. */
export interface Seen {
  kind: string;
  body?: string;
  contactId?: number;
  participantId?: number;
}

export interface ContactsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  services: ContactServices;
  /** what a ticket-position step saw, in processing order */
  seen: Seen[];
  /** company A's sim connection, linked and open */
  connectionId: number;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
}

/** A real kernel with the contacts plugin, a recorder step after it, two tenants and a linked sim connection for A. */
export async function startContactsKernel(): Promise<ContactsKernel> {
  const seen: Seen[] = [];
  const recorder = definePlugin({
    name: 'test-after-contacts',
    setup(ctx) {
      ctx.pipeline.step({
        name: 'record',
        at: 'ticket',
        handle(event, { state }) {
          seen.push({
            kind: event.kind,
            ...(event.kind === 'message' ? { body: event.payload.body } : {}),
            ...(state.contact ? { contactId: (state.contact as Contact).id } : {}),
            ...(state.participant ? { participantId: state.participant.id } : {}),
          });
        },
      });
    },
  });
  const t = await startTestKernel({ plugins: [contacts, recorder] });
  const seed = await seedTenants(t.kernel.knex);
  const connectionId = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Sim', { status: 'CONNECTED' });
  await t.kernel.channels.added(connectionId);
  await waitFor('the connection to open', () => t.kernel.channels.status(connectionId) === 'CONNECTED');
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    services: t.kernel.plugins.services.get('contacts') as ContactServices,
    seen,
    connectionId,
    sim: t.kernel.channels.sim!,
  };
}

/** Polls until `check` holds, failing with `what` after `ms`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Every inbox row of the connection processed (done), none pending or failed. */
export async function inboxSettled(t: TestKernel, connectionId: number) {
  await waitFor('the inbox to settle', async () => {
    const rows: Array<{ status: string; lastError: string | null }> = await t.kernel
      .knex('inbox_events')
      .where({ connectionId })
      .select('status', 'lastError');
    // a step that threw is retried later: say why now instead of timing out
    const broken = rows.find((r) => r.lastError);
    if (broken) throw new Error(`inbox event failed: ${broken.lastError}`);
    return rows.every((r) => r.status === 'done');
  });
}

export const contactRows = (t: TestKernel, companyId: number) =>
  t.kernel.knex('contacts').where({ companyId }).orderBy('id');

export async function setCompanySetting(t: TestKernel, companyId: number, key: string, value: string) {
  await t.kernel.settings.set(companyId, key, value);
}

/** A contact row written straight to the table: a read test never depends on the create route. */
export async function insertContact(
  t: TestKernel,
  companyId: number,
  fields: { name: string; number: string; email?: string; lid?: string; isGroup?: boolean },
  extraInfo: Array<{ name: string; value: string }> = [],
) {
  const now = new Date();
  const [id] = await t.kernel.knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    email: '',
    ...fields,
    isGroup: fields.isGroup ? 1 : 0,
    numberKey: numberKey(fields.number),
    createdAt: now,
    updatedAt: now,
  });
  for (const info of extraInfo)
    await t.kernel
      .knex('contact_custom_fields')
      .insert({ contactId: Number(id), ...info, createdAt: now, updatedAt: now });
  return Number(id);
}
