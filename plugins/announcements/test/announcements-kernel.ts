import { startTenantKernel, type HttpClient, type TenantKernel, type TestKernel } from '@balcao/core/testing';
import announcements from '../src/index.js';

/** the platform's super user; company A's admin (not super) as `adminA`; company B's attendant */
export type AnnouncementsKernel = TenantKernel<'superUser' | 'attendantB'> & { adminA: HttpClient };

/** A real kernel with only this plugin, on TEST_DB's database. */
export async function startAnnouncementsKernel(): Promise<AnnouncementsKernel> {
  const k = await startTenantKernel({ plugins: [announcements], as: ['superUser', 'admin', 'attendantB'] });
  return { ...k, adminA: k.admin };
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
