import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startChatsKernel, unreadsOf, type ChatsKernel } from './chats-kernel.js';

const k = kernelPerFile<ChatsKernel>(startChatsKernel);

async function chatWithAll(title: string) {
  const res = await k.admin.post('/chats', { title, users: [k.seed.a.user.id, k.outsiderId] });
  expect(res.status).toBe(200);
  return res.body as { id: number; uuid: string };
}

describe('chat messages', () => {
  it("counts unread messages for every member but the sender, and opening resets only the caller's", async () => {
    const chat = await chatWithAll('Contagem');
    const sent = await k.admin.post(`/chats/${chat.id}/messages`, { message: '  Bom dia, equipe  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      chatId: chat.id,
      senderId: k.seed.a.admin.id,
      sender: { id: k.seed.a.admin.id, name: 'admin Empresa A' },
      message: 'Bom dia, equipe',
    });
    await k.admin.post(`/chats/${chat.id}/messages`, { message: 'Reunião às 10h' });
    expect(await unreadsOf(k.t, chat.id, k.seed.a.admin.id)).toBe(0);
    expect(await unreadsOf(k.t, chat.id, k.seed.a.user.id)).toBe(2);
    expect(await unreadsOf(k.t, chat.id, k.outsiderId)).toBe(2);

    // the list tells the attendant: lastMessage and their unread count; ?unread=true keeps only such chats
    const list = await k.attendant.get('/chats?unread=true');
    expect(list.body.records.map((c: { id: number }) => c.id)).toEqual([chat.id]);
    const listed = list.body.records[0];
    expect(listed.lastMessage).toBe('Reunião às 10h');
    expect(listed.users.find((u: { userId: number }) => u.userId === k.seed.a.user.id).unreads).toBe(2);

    // a reply clears the replier's own count and adds one to the others'
    await k.attendant.post(`/chats/${chat.id}/messages`, { message: 'Estarei lá' });
    expect(await unreadsOf(k.t, chat.id, k.seed.a.user.id)).toBe(0);
    expect(await unreadsOf(k.t, chat.id, k.seed.a.admin.id)).toBe(1);
    expect(await unreadsOf(k.t, chat.id, k.outsiderId)).toBe(3);

    // read with somebody else's userId still resets only the caller's own count
    const read = await k.outsider.post(`/chats/${chat.uuid}/read`, { userId: k.seed.a.admin.id });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(chat.id);
    expect(await unreadsOf(k.t, chat.id, k.outsiderId)).toBe(0);
    expect(await unreadsOf(k.t, chat.id, k.seed.a.admin.id)).toBe(1);
    expect((await k.outsider.get('/chats?unread=true')).body.count).toBe(0);
  });

  it('refuses an empty message and sends nothing', async () => {
    const chat = await chatWithAll('Vazio');
    const res = await k.admin.post(`/chats/${chat.id}/messages`, { message: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.fields.message).toBeTruthy();
    expect(await unreadsOf(k.t, chat.id, k.seed.a.user.id)).toBe(0);
    expect((await k.admin.get(`/chats/${chat.id}/messages`)).body.count).toBe(0);
  });

  it('pages messages 20 at a time, newest page first, each page oldest first', async () => {
    const chat = await chatWithAll('Histórico');
    const now = new Date();
    await k.t.kernel.knex('chat_messages').insert(
      Array.from({ length: 45 }, (_, i) => ({
        companyId: k.seed.a.id,
        chatId: chat.id,
        senderId: i % 2 ? k.seed.a.admin.id : k.seed.a.user.id,
        message: `m${i + 1}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const texts = (page: { records: Array<{ message: string }> }) => page.records.map((m) => m.message);
    const first = (await k.attendant.get(`/chats/${chat.id}/messages`)).body;
    expect(first).toMatchObject({ count: 45, hasMore: true });
    expect(texts(first)).toEqual(Array.from({ length: 20 }, (_, i) => `m${26 + i}`));
    // m26 is the 26th: odd index, the admin's
    expect(first.records[0].sender).toEqual({ id: k.seed.a.admin.id, name: 'admin Empresa A' });
    const second = (await k.attendant.get(`/chats/${chat.id}/messages?pageNumber=2`)).body;
    expect(texts(second)).toEqual(Array.from({ length: 20 }, (_, i) => `m${6 + i}`));
    const third = (await k.attendant.get(`/chats/${chat.id}/messages?pageNumber=3`)).body;
    expect(texts(third)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(third.hasMore).toBe(false);
  });

  it('orders the list by the latest message and pages it 20 at a time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push((await chatWithAll(`Lote ${i}`)).id);
    await k.admin.post(`/chats/${ids[0]}/messages`, { message: 'sobe para o topo' });
    const first = (await k.outsider.get('/chats?searchParam=lote')).body;
    expect(first).toMatchObject({ count: 22, hasMore: true });
    expect(first.records).toHaveLength(20);
    expect(first.records[0].id).toBe(ids[0]);
    expect(first.records[1].id).toBe(ids[21]);
    const second = (await k.outsider.get('/chats?searchParam=lote&pageNumber=2')).body;
    expect(second.records.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(second.hasMore).toBe(false);
  });
});
