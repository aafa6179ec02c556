import {
  login,
  PASSWORD,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import { hashPassword } from '@balcao/core';
import chats from '../src/index.js';

export interface ChatsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A: the admin (usually the owner), an attendant (a member), another attendant (never a member) */
  admin: HttpClient;
  attendant: HttpClient;
  outsider: HttpClient;
  outsiderId: number;
  /** company B's admin */
  adminB: HttpClient;
}

/** A real kernel with only the chats plugin on TEST_DB's database, and the users the rules are about. */
export async function startChatsKernel(): Promise<ChatsKernel> {
  const t = await startTestKernel({ plugins: [chats] });
  const seed = await seedTenants(t.kernel.knex);
  const outsiderId = await insertUser(t, seed.a.id, 'Carla Fora', 'carla@a.test');
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    outsider: await login(t, 'carla@a.test'),
    outsiderId,
    adminB: await login(t, seed.b.admin.email),
  };
}

/** One more user of a company, straight in the table. */
export async function insertUser(t: TestKernel, companyId: number, name: string, email: string) {
  const now = new Date();
  const [id] = await t.kernel.knex('users').insert({
    companyId,
    name,
    email,
    passwordHash: await hashPassword(PASSWORD),
    profile: 'user',
    super: false,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

/** The caller's unread count in a chat, as stored. */
export async function unreadsOf(t: TestKernel, chatId: number, userId: number) {
  const row = await t.kernel.knex('chat_users').where({ chatId, userId }).first('unreads');
  return row ? Number(row.unreads) : undefined;
}
