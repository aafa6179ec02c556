import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { nextIn } from './sequence.js';

/**
 * Rows written straight to the tables of the product's plugins (contacts, tickets, queues, tags), so a test never
 * depends on another plugin's routes to set up. Each writer fills what the table needs and returns the id; any
 * column given in `fields` overrides its default. Names and colours that must be unique come from a sequence kept
 * per database (`nextIn`), so a file's first queue is "Fila 1" whichever file ran before.
 */
export type Columns = Record<string, unknown>;

const stamps = () => {
  const now = new Date();
  return { createdAt: now, updatedAt: now };
};

/** A contact: a fresh uuid, `numberKey` the number as given. */
export async function insertContact(
  knex: Knex,
  companyId: number,
  fields: { name: string; number: string } & Columns,
): Promise<number> {
  const [id] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    numberKey: fields.number,
    ...stamps(),
    ...fields,
  });
  return Number(id);
}

/** A ticket of a contact: pending unless told, its open slot taken unless closed, nothing unread. */
export async function insertTicket(
  knex: Knex,
  fields: {
    companyId: number;
    contactId: number;
    status?: 'pending' | 'open' | 'closed' | (string & {});
  } & Columns,
): Promise<{ id: number; uuid: string }> {
  const status = fields.status ?? 'pending';
  const uuid = typeof fields.uuid === 'string' ? fields.uuid : randomUUID();
  const [id] = await knex('tickets').insert({
    openSlot: status === 'closed' ? null : 1,
    unreadMessages: 0,
    lastMessage: '',
    ...stamps(),
    ...fields,
    status,
    uuid,
  });
  return { id: Number(id), uuid };
}

/** A ticket's columns but its company and contact. */
export type TicketColumns = Omit<Parameters<typeof insertTicket>[1], 'companyId' | 'contactId'>;

/**
 * A new contact ("Cliente n", a number of its own) and its ticket, for tests about the ticket, not who wrote;
 * `fields` are the ticket's columns.
 */
export async function insertConversation(
  knex: Knex,
  companyId: number,
  fields: TicketColumns = {},
): Promise<{ id: number; uuid: string; contactId: number; number: string }> {
  const n = nextIn(knex, 'conversations');
  const number = `55119${String(companyId).padStart(3, '0')}${String(n).padStart(5, '0')}`;
  const contactId = await insertContact(knex, companyId, { name: `Cliente ${n}`, number });
  const ticket = await insertTicket(knex, { companyId, contactId, ...fields });
  return { ...ticket, contactId, number };
}

/** A queue: "Fila n" and a colour of its own unless given; `schedules` as the queues plugin stores them (JSON). */
export async function insertQueue(
  knex: Knex,
  companyId: number,
  fields: { name?: string; color?: string; schedules?: unknown } & Columns = {},
): Promise<number> {
  const { schedules, ...rest } = fields;
  const n = nextIn(knex, 'queues');
  const [id] = await knex('queues').insert({
    companyId,
    name: `Fila ${n}`,
    color: `#${n.toString(16).padStart(6, '0')}`,
    ...(schedules === undefined ? {} : { schedules: JSON.stringify(schedules) }),
    ...stamps(),
    ...rest,
  });
  return Number(id);
}

/** A tag (no colour unless given). */
export async function insertTag(
  knex: Knex,
  companyId: number,
  fields: { name: string; color?: string; kanban?: 0 | 1 } & Columns,
): Promise<number> {
  const [id] = await knex('tags').insert({ companyId, ...stamps(), ...fields });
  return Number(id);
}

/** The timeline's event types of a ticket, oldest first. */
export async function timelineTypes(knex: Knex, ticketId: number): Promise<string[]> {
  const rows = await knex('ticket_events').where({ ticketId }).orderBy('id').select('type');
  return rows.map((r: { type: string }) => r.type);
}
