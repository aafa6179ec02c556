import { definePlugin } from '@balcao/core';
import { createChatTables } from './migrations/001_chats.js';
import { chatRoutes } from './routes.js';
import { chatServices, type ChatServices } from './services/chat-services.js';
import { chatsUi } from './ui.js';

export type { ChatServices } from './services/chat-services.js';
export type {
  ChatWire,
  ChatMemberWire,
  ChatMessageWire,
  ChatUserEvent,
  ChatRoomEvent,
  ChatDeleteEvent,
} from './contracts.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** Internal team chat (spec §2, §3 Chat, §7 /chats): chats between a company's users, members only. */
export default definePlugin<ChatServices>({
  name: 'chats',
  // spec §2: internal chat needs the internal-chat flag (routes and module alike)
  planFlag: 'useInternalChat',
  declares: {
    planFlags: [
      {
        key: 'useInternalChat',
        labels: { pt: 'Chat interno', en: 'Internal chat', es: 'Chat interno' },
        default: true,
      },
    ],
  },
  migrations: [createChatTables],
  setup(ctx) {
    const services = chatServices({ db: ctx.db, realtime: ctx.realtime });
    chatRoutes(ctx.router, services);
    return services;
  },
  ui: chatsUi,
});
