import { login, seedTenants, startTestKernel, type HttpClient, type TestKernel } from '@balcao/core/testing';
import announcements from '../src/index.js';

export interface AnnouncementsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** the platform's super user */
  superUser: HttpClient;
  /** company A's admin: not super */
  adminA: HttpClient;
  /** company B's attendant: another company's plain user */
  attendantB: HttpClient;
}

/** A real kernel with only this plugin, on TEST_DB's database. */
export async function startAnnouncementsKernel(): Promise<AnnouncementsKernel> {
  const t = await startTestKernel({ plugins: [announcements] });
  const seed = await seedTenants(t.kernel.knex);
  return {
    t,
    seed,
    superUser: await login(t, seed.platform.admin.email),
    adminA: await login(t, seed.a.admin.email),
    attendantB: await login(t, seed.b.user.email),
  };
}

/** An announcement row straight in the table (the platform company's); returns its id. */
export async function insertAnnouncement(
  t: TestKernel,
  companyId: number,
  fields: { title: string; text?: string; priority?: number; status?: boolean },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('announcements').insert({
    companyId,
    text: `Texto de ${fields.title}`,
    priority: 3,
    status: true,
    ...fields,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}
