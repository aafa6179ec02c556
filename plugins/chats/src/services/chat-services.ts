import type { ChatChanges, ChatFields, ChatPageQuery } from '../chat-schemas.js';
import type { Caller, ChatDeps } from './chat-deps.js';
import { listMessagePage } from './chat-messages.js';
import { createChat } from './create-chat.js';
import { deleteChat } from './delete-chat.js';
import { listChatPage, showChat } from './find-chats.js';
import { markRead } from './mark-read.js';
import { sendMessage } from './send-message.js';
import { updateChat } from './update-chat.js';

/** The services bound to the kernel: what the routes call and what setup() returns. `ref` is an id or a uuid. */
export function chatServices(deps: ChatDeps) {
  return {
    page: (caller: Caller, query: ChatPageQuery) => listChatPage(deps, caller, query),
    show: (caller: Caller, ref: string) => showChat(deps, caller, ref),
    create: (caller: Caller, fields: ChatFields) => createChat(deps, caller, fields),
    update: (caller: Caller, ref: string, changes: ChatChanges) => updateChat(deps, caller, ref, changes),
    delete: (caller: Caller, ref: string) => deleteChat(deps, caller, ref),
    markRead: (caller: Caller, ref: string) => markRead(deps, caller, ref),
    messages: (caller: Caller, ref: string, pageNumber: number) =>
      listMessagePage(deps, caller, ref, pageNumber),
    send: (caller: Caller, ref: string, message: string) => sendMessage(deps, caller, ref, message),
  };
}

export type ChatServices = ReturnType<typeof chatServices>;
