import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertPlan, login } from '@balcao/core/testing';
import { startChatsKernel, type ChatsKernel } from './chats-kernel.js';

const k = kernelPerFile<ChatsKernel>(startChatsKernel);

/** A chat of company A owned by its admin, with the attendant in it. */
async function newChat(title = 'Equipe') {
  const res = await k.admin.post('/chats', { title, users: [{ id: k.seed.a.user.id, name: 'user' }] });
  expect(res.status).toBe(200);
  return res.body as { id: number; uuid: string; ownerId: number; users: Array<{ userId: number }> };
}

describe('chats: who is in and who owns', () => {
  it('makes the creator owner and member, with the chosen users and their names', async () => {
    const chat = await newChat('Plantão de sábado');
    expect(chat.ownerId).toBe(k.seed.a.admin.id);
    expect(chat).toMatchObject({
      title: 'Plantão de sábado',
      lastMessage: null,
      owner: { id: k.seed.a.admin.id, name: 'admin Empresa A' },
    });
    expect(chat.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(chat.users.map((u) => u.userId).sort()).toEqual([k.seed.a.admin.id, k.seed.a.user.id].sort());
    expect(chat.users).toContainEqual(
      expect.objectContaining({
        userId: k.seed.a.user.id,
        unreads: 0,
        user: { id: k.seed.a.user.id, name: 'user Empresa A' },
      }),
    );
  });

  it("answers the spec's messages for a missing title or no users, and refuses users of another company", async () => {
    const noTitle = await k.admin.post('/chats', { title: ' ', users: [k.seed.a.user.id] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields.title).toBe('Por favor, preencha o título da conversa.');
    const noUsers = await k.admin.post('/chats', { title: 'Sozinho', users: [] });
    expect(noUsers.status).toBe(400);
    expect(noUsers.body.fields.users).toBe('Por favor, selecione pelo menos um usuário.');
    const foreign = await k.admin.post('/chats', { title: 'Invasão', users: [k.seed.b.user.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_USER_FOUND');
    expect(await k.t.kernel.knex('chats').where({ title: 'Invasão' })).toHaveLength(0);
  });

  it('lists only the chats the caller is a member of, searched by title', async () => {
    const chat = await newChat('Somente membros');
    const mine = await k.attendant.get('/chats?searchParam=SOMENTE');
    expect(mine.status).toBe(200);
    expect(mine.body.records.map((c: { id: number }) => c.id)).toEqual([chat.id]);
    expect(mine.body).toMatchObject({ count: 1, hasMore: false });
    const outsider = await k.outsider.get('/chats');
    expect(outsider.body).toEqual({ records: [], count: 0, hasMore: false });
    const other = await k.adminB.get('/chats');
    expect(other.body.count).toBe(0);
  });

  it('shows a chat by id or uuid to members; a non-member or another company gets 404 and no data', async () => {
    const chat = await newChat('Por uuid');
    expect((await k.attendant.get(`/chats/${chat.id}`)).body.id).toBe(chat.id);
    expect((await k.attendant.get(`/chats/${chat.uuid}`)).body.id).toBe(chat.id);
    for (const [who, client] of [
      ['outsider', k.outsider],
      ['company B', k.adminB],
    ] as const) {
      for (const path of [`/chats/${chat.id}`, `/chats/${chat.uuid}`, `/chats/${chat.id}/messages`]) {
        const res = await client.get(path);
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(res.body).toEqual({ error: 'ERR_NO_CHAT_FOUND' });
      }
      const post = await client.post(`/chats/${chat.id}/messages`, { message: 'entrando' });
      expect(post.status, `${who} posts`).toBe(404);
    }
    expect((await k.attendant.get('/chats/not-an-id')).status).toBe(404);
  });

  it('lets only the owner rename, change members and delete (403 for a member)', async () => {
    const chat = await newChat('Só o dono');
    const rename = await k.attendant.put(`/chats/${chat.id}`, { title: 'Tomada' });
    expect(rename.status).toBe(403);
    expect(rename.body.error).toBe('ERR_NO_PERMISSION');
    const remove = await k.attendant.delete(`/chats/${chat.id}`);
    expect(remove.status).toBe(403);
    expect((await k.admin.get(`/chats/${chat.id}`)).body.title).toBe('Só o dono');

    // the owner swaps the attendant for the outsider: the owner always stays
    const changed = await k.admin.put(`/chats/${chat.id}`, {
      title: 'Novo nome',
      users: [{ id: k.outsiderId }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.title).toBe('Novo nome');
    expect(changed.body.users.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [k.seed.a.admin.id, k.outsiderId].sort(),
    );
    expect((await k.attendant.get(`/chats/${chat.id}`)).status).toBe(404);
    expect((await k.outsider.get(`/chats/${chat.uuid}`)).status).toBe(200);
    // a member of another company cannot be added
    const foreign = await k.admin.put(`/chats/${chat.id}`, { users: [k.seed.b.admin.id] });
    expect(foreign.status).toBe(404);

    const deleted = await k.admin.delete(`/chats/${chat.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Chat deleted' });
    expect((await k.admin.get(`/chats/${chat.id}`)).status).toBe(404);
    expect(await k.t.kernel.knex('chat_users').where({ chatId: chat.id })).toHaveLength(0);
  });

  it('takes back the chat the dialog loaded (echoes, members as ChatUser rows)', async () => {
    const chat = await newChat('Eco');
    const loaded = (await k.admin.get(`/chats/${chat.id}`)).body;
    const res = await k.admin.put(`/chats/${chat.id}`, { ...loaded, title: 'Eco 2', companyId: k.seed.a.id });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Eco 2');
    expect(res.body.users.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [k.seed.a.admin.id, k.seed.a.user.id].sort(),
    );
  });

  it('closes the routes to a plan without useInternalChat', async () => {
    const planId = await insertPlan(k.t.kernel.knex, 'Sem chat', { useInternalChat: false });
    await k.t.kernel.knex('companies').where({ id: k.seed.b.id }).update({ planId });
    const client = await login(k.t, k.seed.b.admin.email);
    const res = await client.get('/chats');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    await k.t.kernel.knex('companies').where({ id: k.seed.b.id }).update({ planId: k.seed.planId });
  });
});
