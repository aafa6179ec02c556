import {
  insertConversation,
  nextIn,
  startTenantKernel,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
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

/**
 * A contact and its ticket written straight to the tables (pending unless told); returns the ticket id. Each is a
 * second newer than the one before, so the kanban's order is the insertion order reversed.
 */
export async function newTicket(
  t: TestKernel,
  companyId: number,
  fields: { queueId?: number | null; userId?: number | null; status?: 'pending' | 'open' | 'closed' } = {},
) {
  const at = new Date(Date.now() + nextIn(t, 'tickets') * 1000);
  return (await insertConversation(t.kernel.knex, companyId, { ...fields, createdAt: at, updatedAt: at })).id;
}

/** The tickets plugin's services, as another plugin gets them. */
export const ticketServices = (t: TestKernel) => t.kernel.plugins.services.get('tickets') as TicketServices;
