import {
  signedInUser,
  startTenantKernel,
  type HttpClient,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
import chats from '../src/index.js';

/** company A: the admin (usually the owner), an attendant (a member), another attendant (never a member); B's admin */
export type ChatsKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & {
  outsider: HttpClient;
  outsiderId: number;
};

/** A real kernel with only the chats plugin on TEST_DB's database, and the users the rules are about. */
export async function startChatsKernel(): Promise<ChatsKernel> {
  const k = await startTenantKernel({ plugins: [chats], as: ['admin', 'attendant', 'adminB'] });
  const outsider = await signedInUser(k.t, k.seed.a.id, { name: 'Carla Fora', email: 'carla@a.test' });
  return { ...k, outsider: outsider.http, outsiderId: outsider.id };
}

/** The caller's unread count in a chat, as stored. */
export async function unreadsOf(t: TestKernel, chatId: number, userId: number) {
  const row = await t.kernel.knex('chat_users').where({ chatId, userId }).first('unreads');
  return row ? Number(row.unreads) : undefined;
}
