import {
  definePlugin,
  type InboxKind,
  type PipelineStep,
  type PluginContext,
  type PluginDefinition,
} from '@balcao/core';
import {
  insertContact,
  openConnection,
  startTenantKernel,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
import contacts, { type ContactServices } from '../src/index.js';
import { numberKey } from '../src/number.js';

/** What the step after contacts saw of each event: the contact (and group member) it was handed. */
export interface Seen {
  kind: string;
  body?: string;
  contactId?: number;
  /** the contact's name as the step handed it */
  contactName?: string;
  participantId?: number;
}

export type ContactsKernel = Omit<TenantKernel<'admin' | 'attendant' | 'adminB'>, 'services'> & {
  services: ContactServices;
  /** what a ticket-position step saw, in processing order */
  seen: Seen[];
  /** company A's sim connection, linked and open */
  connectionId: number;
};

/** A test plugin with a stage right after the contacts' and one step in it, both `name`: it sees state.contact. */
export function stepAfterContacts<K extends InboxKind = InboxKind>(
  plugin: string,
  name: string,
  step: (ctx: PluginContext) => Omit<PipelineStep<K>, 'name' | 'stage'>,
): PluginDefinition {
  return definePlugin({
    name: plugin,
    setup(ctx) {
      ctx.pipeline.stage({ name, after: ['contact'] });
      ctx.pipeline.step<K>({ name, stage: name, ...step(ctx) });
    },
  });
}

/** A real kernel with the contacts plugin, a recorder step after it, two tenants and a linked sim connection for A. */
export async function startContactsKernel(): Promise<ContactsKernel> {
  const seen: Seen[] = [];
  const recorder = stepAfterContacts('test-after-contacts', 'record', () => ({
    handle(event, { state }) {
      seen.push({
        kind: event.kind,
        ...(event.kind === 'message' ? { body: event.payload.body } : {}),
        ...(state.contact ? { contactId: state.contact.id, contactName: state.contact.name } : {}),
        ...(state.participant ? { participantId: state.participant.id } : {}),
      });
    },
  }));
  const k = await startTenantKernel({ plugins: [contacts, recorder], as: ['admin', 'attendant', 'adminB'] });
  return {
    ...k,
    services: k.services<ContactServices>('contacts'),
    seen,
    connectionId: await openConnection(k.t, k.seed.a.id, { name: 'Sim' }),
  };
}

export const contactRows = (t: TestKernel, companyId: number) =>
  t.kernel.knex('contacts').where({ companyId }).orderBy('id');

export async function setCompanySetting(t: TestKernel, companyId: number, key: string, value: string) {
  await t.kernel.settings.set(companyId, key, value);
}

/** A contact as the plugin keys it (`numberKey` normalized), with its extra info rows. */
export async function insertContactWithInfo(
  t: TestKernel,
  companyId: number,
  fields: { name: string; number: string; email?: string; lid?: string; isGroup?: boolean },
  extraInfo: Array<{ name: string; value: string }> = [],
) {
  const now = new Date();
  const id = await insertContact(t.kernel.knex, companyId, {
    email: '',
    ...fields,
    isGroup: fields.isGroup ? 1 : 0,
    numberKey: numberKey(fields.number),
  });
  for (const info of extraInfo)
    await t.kernel
      .knex('contact_custom_fields')
      .insert({ contactId: Number(id), ...info, createdAt: now, updatedAt: now });
  return Number(id);
}
