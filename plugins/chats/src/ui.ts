import type { PluginUi } from '@balcao/core';

/**
 * The internal chat screen (modules/chats) and its menu item, for every user of a plan with useInternalChat
 * (spec §2; the plugin's planFlag closes the routes too). The module also puts its popover in the top bar.
 */
export const chatsUi: PluginUi = {
  module: 'chats',
  routes: ['/chats/:id?'],
  // its top-bar popover and the menu's unread mark are on every screen
  eager: true,
  menu: [
    {
      label: 'chats:menu',
      titles: { pt: 'Chat Interno', en: 'Internal chat', es: 'Chat interno' },
      path: '/chats',
      icon: 'chat',
      section: 'main',
      order: 80,
    },
  ],
};
