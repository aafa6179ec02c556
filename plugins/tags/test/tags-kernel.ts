import { startTenantKernel, type TenantKernel, type TestKernel, nextIn } from '@balcao/core/testing';
import contacts from '@balcao/plugin-contacts';
import tickets, { type TicketServices } from '@balcao/plugin-tickets';
import tags from '../src/index.js';

/** company A's admin, supervisor and attendant, and company B's admin */
export type TagsKernel = TenantKernel<'admin' | 'supervisor' | 'attendant' | 'adminB'>;

/** A real kernel with tags and what it requires, on the database TEST_DB picks, and four signed-in callers. */
export const startTagsKernel = (): Promise<TagsKernel> =>
  startTenantKernel({
    plugins: [contacts, tickets, tags],
    as: ['admin', 'supervisor', 'attendant', 'adminB'],
  });

/** A tag row written straight to the table: a read test never depends on the create route. */
export async function insertTag(
  t: TestKernel,
  companyId: number,
  fields: { name: string; color?: string; kanban?: 0 | 1 },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('tags').insert({ companyId, ...fields, createdAt: now, updatedAt: now });
  return Number(id);
}

/** A contact and its ticket written straight to the tables; returns the ticket id. */
export async function insertTicket(
  t: TestKernel,
  companyId: number,
  fields: { queueId?: number | null; userId?: number | null; status?: 'pending' | 'open' | 'closed' } = {},
) {
  const knex = t.kernel.knex;
  const now = new Date();
  const n = nextIn(t, 'contacts');
  const number = `55119${String(n).padStart(8, '0')}`;
  const [contactId] = await knex('contacts').insert({
    companyId,
    uuid: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Cliente ${n}`,
    number,
    numberKey: number,
    createdAt: now,
    updatedAt: now,
  });
  const status = fields.status ?? 'pending';
  const [id] = await knex('tickets').insert({
    companyId,
    uuid: `t0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    contactId: Number(contactId),
    queueId: fields.queueId ?? null,
    userId: fields.userId ?? null,
    status,
    openSlot: status === 'closed' ? null : 1,
    // later tickets are newer, so the kanban's order is the insertion order reversed
    createdAt: new Date(now.getTime() + n * 1000),
    updatedAt: new Date(now.getTime() + n * 1000),
  });
  return Number(id);
}

/** The tickets plugin's services, as another plugin gets them. */
export const ticketServices = (t: TestKernel) => t.kernel.plugins.services.get('tickets') as TicketServices;
