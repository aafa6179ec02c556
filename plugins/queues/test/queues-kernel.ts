import { startTenantKernel, type TenantKernel, type TestKernel } from '@balcao/core/testing';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import queues from '../src/index.js';

/** company A's admin (manages its queues) and attendant (reads only), company B's admin */
export type QueuesKernel = TenantKernel<'admin' | 'attendant' | 'adminB'>;

/**
 * A real kernel with the queues plugin (and the contacts and tickets it requires), on the database TEST_DB picks;
 * companies A and B with one queue each.
 */
export const startQueuesKernel = (): Promise<QueuesKernel> =>
  startTenantKernel({
    plugins: [contacts, tickets, queues],
    as: ['admin', 'attendant', 'adminB'],
    // room for the queues the tests write; the limit test moves a company to a small plan of its own
    plan: { queues: 100 },
  });

/** An option row straight in the table. */
export async function insertOption(
  t: TestKernel,
  companyId: number,
  fields: { queueId: number; parentId?: number | null; title: string; option?: string; message?: string },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('queue_options').insert({
    companyId,
    parentId: null,
    ...fields,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

/** Whaticket's default week, as its hours form sends it. */
export const week = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '', endTime: '' },
];
