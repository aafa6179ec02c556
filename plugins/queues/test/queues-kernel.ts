import { login, seedTenants, startTestKernel, type HttpClient, type TestKernel } from '@balcao/core/testing';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import queues from '../src/index.js';

export interface QueuesKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's admin, who manages its queues */
  admin: HttpClient;
  /** an attendant of company A: reads only */
  attendant: HttpClient;
  /** company B's admin */
  adminB: HttpClient;
}

/**
 * A real kernel with the queues plugin (and the contacts and tickets it requires), on the database TEST_DB picks;
 * companies A and B with one queue each.
 */
export async function startQueuesKernel(): Promise<QueuesKernel> {
  const t = await startTestKernel({ plugins: [contacts, tickets, queues] });
  const seed = await seedTenants(t.kernel.knex);
  // room for the queues the tests write; the limit test moves a company to a small plan of its own
  await t.kernel.knex('plans').where({ id: seed.planId }).update({ queues: 100 });
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
  };
}

let colours = 0;
/** A queue row written straight to the table: a read test never depends on the create route. */
export async function insertQueue(
  t: TestKernel,
  companyId: number,
  fields: { name: string; color?: string; orderQueue?: number | null; schedules?: unknown },
) {
  const now = new Date();
  const { schedules, ...rest } = fields;
  const [id] = await t.kernel.knex('queues').insert({
    companyId,
    color: `#${(++colours).toString(16).padStart(6, '0')}`,
    ...rest,
    schedules: schedules === undefined ? null : JSON.stringify(schedules),
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

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
