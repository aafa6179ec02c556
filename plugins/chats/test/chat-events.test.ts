import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { Socket } from 'socket.io-client';
import { connectSocket, recordEvents, until } from '@balcao/core/testing';
import { startChatsKernel, type ChatsKernel } from './chats-kernel.js';

const k = kernelPerFile<ChatsKernel>(startChatsKernel);
const sockets: Socket[] = [];
let heard: Record<'owner' | 'member' | 'outsider' | 'companyB', Array<{ event: string; payload: any }>>;

beforeAll(async () => {
  const listen = async (token: string) => {
    const socket = await connectSocket(k.t.url, token);
    sockets.push(socket);
    return recordEvents(socket);
  };
  heard = {
    owner: await listen(k.admin.token!),
    member: await listen(k.attendant.token!),
    outsider: await listen(k.outsider.token!),
    companyB: await listen(k.adminB.token!),
  };
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
});

const chatEvents = (list: Array<{ event: string }>) => list.filter((e) => /-chat(-|$)/.test(e.event));

describe('chat realtime', () => {
  it("tells only the chat's members: create, new-message on both channels, read, delete", async () => {
    const a = k.seed.a.id;
    const { admin, user } = k.seed.a;
    const created = await k.admin.post('/chats', { title: 'Ao vivo', users: [user.id] });
    const chat = created.body as { id: number };
    await until('the member to hear create', () =>
      heard.member.some((e) => e.event === `company-${a}-chat-user-${user.id}`),
    );
    const create = heard.member.find((e) => e.event === `company-${a}-chat-user-${user.id}`)!.payload;
    expect(create.action).toBe('create');
    expect(create.chat.id).toBe(chat.id);
    expect(create.record.id).toBe(chat.id);
    expect(heard.owner.some((e) => e.event === `company-${a}-chat-user-${admin.id}`)).toBe(true);

    await k.admin.post(`/chats/${chat.id}/messages`, { message: 'Olá, ao vivo' });
    await until('the member to hear the message on the chat channel', () =>
      heard.member.some((e) => e.event === `company-${a}-chat-${chat.id}`),
    );
    const onChat = heard.member.find((e) => e.event === `company-${a}-chat-${chat.id}`)!.payload;
    expect(onChat).toMatchObject({ action: 'new-message', newMessage: { message: 'Olá, ao vivo' } });
    expect(onChat.chat.lastMessage).toBe('Olá, ao vivo');
    const onUser = heard.member
      .filter((e) => e.event === `company-${a}-chat-user-${user.id}`)
      .at(-1)!.payload;
    expect(onUser.action).toBe('new-message');
    expect(onUser.chat.users.find((u: { userId: number }) => u.userId === user.id).unreads).toBe(1);

    await k.attendant.post(`/chats/${chat.id}/read`, { userId: user.id });
    await until('the reader to hear the update', () =>
      heard.member.some(
        (e) => e.event === `company-${a}-chat-user-${user.id}` && e.payload.action === 'update',
      ),
    );

    await k.admin.delete(`/chats/${chat.id}`);
    await until('the member to hear delete', () => heard.member.some((e) => e.event === `company-${a}-chat`));
    expect(heard.member.find((e) => e.event === `company-${a}-chat`)!.payload).toEqual({
      action: 'delete',
      id: chat.id,
    });
    expect(heard.owner.some((e) => e.event === `company-${a}-chat`)).toBe(true);

    // a round trip on the outsider's own socket, so anything sent to it before has arrived
    await new Promise<void>((resolve) => sockets[2]!.emit('joinNotification', () => resolve()));
    await new Promise((r) => setTimeout(r, 100));
    expect(chatEvents(heard.outsider)).toEqual([]);
    expect(chatEvents(heard.companyB)).toEqual([]);
  });

  it('tells a member taken out that the chat is gone for them, and a member added that it exists', async () => {
    const a = k.seed.a.id;
    const chat = (await k.admin.post('/chats', { title: 'Troca', users: [k.seed.a.user.id] })).body as {
      id: number;
    };
    heard.member.length = 0;
    heard.outsider.length = 0;
    await k.admin.put(`/chats/${chat.id}`, { users: [k.outsiderId] });
    await until('the removed member to hear delete', () =>
      heard.member.some((e) => e.event === `company-${a}-chat` && e.payload.id === chat.id),
    );
    await until('the added member to hear create', () =>
      heard.outsider.some(
        (e) => e.event === `company-${a}-chat-user-${k.outsiderId}` && e.payload.action === 'create',
      ),
    );
    await k.admin.post(`/chats/${chat.id}/messages`, { message: 'sem o atendente' });
    await until('the new member to hear the message', () =>
      heard.outsider.some((e) => e.event === `company-${a}-chat-${chat.id}`),
    );
    expect(heard.member.some((e) => e.event === `company-${a}-chat-${chat.id}`)).toBe(false);
  });
});
