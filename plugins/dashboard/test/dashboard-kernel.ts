import { randomUUID } from 'node:crypto';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  insertContact,
  saoPaulo,
  startTenantKernel,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
import dashboard from '../src/index.js';

/** company A's admin (may see the dashboard) and attendant (may not), company B's admin */
export type DashboardKernel = TenantKernel<'admin' | 'attendant' | 'adminB'>;

/** A real kernel with contacts, tickets and dashboard, on the database TEST_DB picks. */
export const startDashboardKernel = (): Promise<DashboardKernel> =>
  startTenantKernel({ plugins: [contacts, tickets, dashboard], as: ['admin', 'attendant', 'adminB'] });

/** Today on Brasília's clock, `YYYY-MM-DD`, computed apart from the plugin's own helpers. */
export const todayInBrasilia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format();

/** Rows written straight to the tables: the figures never depend on the routes that will write them. */
export function fixtures(t: TestKernel) {
  const knex = () => t.kernel.knex;
  let numbers = 0;
  const rows = {
    async contact(companyId: number, name: string, createdAt = new Date()) {
      const number = `55119${String(++numbers).padStart(8, '0')}`;
      return insertContact(knex(), companyId, { name, number, createdAt, updatedAt: createdAt });
    },
    async ticket(
      companyId: number,
      contactId: number,
      fields: { status?: 'pending' | 'open' | 'closed'; userId?: number | null; isGroup?: boolean } = {},
    ) {
      const status = fields.status ?? 'closed';
      const [id] = await knex()('tickets').insert({
        companyId,
        uuid: randomUUID(),
        contactId,
        status,
        userId: fields.userId ?? null,
        openSlot: status === 'closed' ? null : 1,
        isGroup: fields.isGroup ? 1 : 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      return Number(id);
    },
    /** one ticket_traking row: a life of the ticket; createdAt defaults to queuedAt */
    async life(
      companyId: number,
      ticketId: number,
      at: {
        userId?: number | null;
        createdAt?: Date;
        queuedAt?: Date | null;
        startedAt?: Date | null;
        finishedAt?: Date | null;
        ratedAt?: Date | null;
      },
    ) {
      const createdAt = at.createdAt ?? at.queuedAt ?? new Date();
      const [id] = await knex()('ticketTraking').insert({
        companyId,
        ticketId,
        userId: at.userId ?? null,
        queuedAt: at.queuedAt ?? null,
        startedAt: at.startedAt ?? null,
        finishedAt: at.finishedAt ?? null,
        ratedAt: at.ratedAt ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      return Number(id);
    },
    async rating(companyId: number, ticketId: number, userId: number, rate: 1 | 2 | 3) {
      await knex()('userRatings').insert({
        companyId,
        ticketId,
        userId,
        rate,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    },
  };
  return {
    ...rows,
    /**
     * A ticket of `contactId` that `userId` handled (closed unless `status` says otherwise) and its one life, at
     * these times on Brasília's clock ('2025-03-10 12:00'); answers the ticket's id.
     */
    async handled(
      companyId: number,
      contactId: number,
      userId: number,
      at: Partial<Record<'createdAt' | 'queuedAt' | 'startedAt' | 'ratedAt' | 'finishedAt', string>>,
      status?: 'open',
    ) {
      const ticketId = await rows.ticket(companyId, contactId, { userId, ...(status && { status }) });
      const times = Object.fromEntries(Object.entries(at).map(([k, v]) => [k, saoPaulo(v)]));
      await rows.life(companyId, ticketId, { userId, ...times });
      return ticketId;
    },
  };
}
