import type { Knex } from 'knex';
import { hashPassword } from '../../auth/passwords.js';
import { Plan } from '../plans/plan-model.js';

/**
 * A fresh production database has nobody to log in as. With ADMIN_EMAIL and ADMIN_PASSWORD set, the first boot
 * creates the platform company (on an internal plan with every flag) and its super admin; later boots do nothing.
 */
export async function bootstrapPlatform(
  knex: Knex,
  admin: { email?: string; password?: string },
): Promise<boolean> {
  if (!admin.email || !admin.password) return false;
  if (await knex('users').first('id')) return false;
  const now = { createdAt: new Date(), updatedAt: new Date() };
  await knex.transaction(async (trx) => {
    const features = Object.fromEntries(Plan.flags.keys().map((f) => [f, true]));
    const [planId] = await trx('plans').insert({
      name: 'Parceiro',
      users: 999,
      connections: 99,
      queues: 99,
      value: 0,
      enabled: true,
      features: JSON.stringify(features),
      ...now,
    });
    const [companyId] = await trx('companies').insert({
      name: 'Balcão',
      planId,
      status: true,
      recurrence: 'ANUAL',
      dueDate: new Date(Date.now() + 3650 * 864e5),
      ...now,
    });
    await trx('users').insert({
      companyId,
      name: 'Super Admin',
      email: admin.email!.toLowerCase(),
      passwordHash: await hashPassword(admin.password!),
      profile: 'admin',
      super: true,
      ...now,
    });
  });
  return true;
}
