import { randomUUID } from 'node:crypto';
import contacts from '@balcao/plugin-contacts';
import tags from '@balcao/plugin-tags';
import tickets from '@balcao/plugin-tickets';
import timeline from '@balcao/plugin-timeline';
import { openConnection, startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import { macrosPlugin } from '../src/index.js';

/** company A's admin, supervisor and attendant, company B's admin; a linked sim connection in each company */
export type MacrosKernel = TenantKernel<'admin' | 'supervisor' | 'attendant' | 'adminB'> & {
  connectionA: number;
  connectionB: number;
};

/** A real kernel with the plugins whose actions a macro uses (tickets, tags), the timeline and macros. */
export async function startMacrosKernel(): Promise<MacrosKernel> {
  const k = await startTenantKernel({
    plugins: [contacts, tickets, tags, timeline, macrosPlugin()],
    as: ['admin', 'supervisor', 'attendant', 'adminB'],
  });
  return {
    ...k,
    connectionA: await openConnection(k.t, k.seed.a.id, { name: 'Loja A' }),
    connectionB: await openConnection(k.t, k.seed.b.id, { name: 'Loja B' }),
  };
}

const stamps = () => ({ createdAt: new Date(), updatedAt: new Date() });

/** rows straight in the tables, so a macro's test never depends on another plugin's routes */
export async function insertTag(k: MacrosKernel, companyId: number, name: string) {
  const [id] = await k.t.kernel.knex('tags').insert({ companyId, name, color: '#112233', ...stamps() });
  return Number(id);
}

export async function insertQueue(k: MacrosKernel, companyId: number, name: string) {
  const color = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const [id] = await k.t.kernel.knex('queues').insert({ companyId, name, color, ...stamps() });
  return Number(id);
}

let numbers = 0;
/** a contact and its ticket; on the company's connection unless `whatsappId` is null */
export async function insertTicket(
  k: MacrosKernel,
  companyId: number,
  fields: { whatsappId?: number | null; userId?: number | null; status?: string } = {},
) {
  const knex = k.t.kernel.knex;
  const number = `5511977${String(++numbers).padStart(6, '0')}`;
  const [contactId] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    name: `Cliente ${numbers}`,
    number,
    numberKey: number,
    ...stamps(),
  });
  const status = fields.status ?? 'open';
  const whatsappId =
    fields.whatsappId === undefined
      ? companyId === k.seed.a.id
        ? k.connectionA
        : k.connectionB
      : fields.whatsappId;
  const [id] = await knex('tickets').insert({
    companyId,
    uuid: randomUUID(),
    contactId: Number(contactId),
    whatsappId,
    userId: fields.userId ?? null,
    status,
    openSlot: status === 'closed' ? null : 1,
    unreadMessages: 0,
    lastMessage: '',
    ...stamps(),
  });
  return { id: Number(id), number };
}

/** what a ticket has after a macro: its columns, tags, notes, sent messages and timeline, straight from the tables */
export async function effectsOn(k: MacrosKernel, ticketId: number) {
  const knex = k.t.kernel.knex;
  const ticket = await knex('tickets').where({ id: ticketId }).first('status', 'queueId', 'userId');
  const tagIds = (await knex('ticketTags').where({ ticketId }).select('tagId')).map((r) => Number(r.tagId));
  const notes = await knex('ticketNotes').where({ ticketId }).select('note', 'userId');
  const sent = (await knex('messages').where({ ticketId, fromMe: true }).orderBy('id').select('body')).map(
    (r) => String(r.body),
  );
  const events = (await knex('ticketEvents').where({ ticketId }).orderBy('id').select('type')).map((r) =>
    String(r.type),
  );
  return {
    ticket: { status: ticket.status, queueId: ticket.queueId, userId: ticket.userId },
    tagIds,
    notes: notes.map((n) => ({ note: String(n.note), userId: Number(n.userId) })),
    sent,
    events,
  };
}
