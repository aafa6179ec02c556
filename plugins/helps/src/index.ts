import { definePlugin } from '@balcao/core';
import { createHelpsTable } from './migrations/001_helps.js';
import { helpRoutes } from './routes.js';

/** Help videos: written by super users, watched by everyone. */
export default definePlugin({
  name: 'helps',
  migrations: [createHelpsTable],
  setup(kernel) {
    helpRoutes(kernel.router, kernel.realtime);
  },
  ui: {
    module: 'helps',
    routes: ['/helps'],
    menu: [
      {
        label: 'helps:menu',
        titles: { pt: 'Ajuda', en: 'Help', es: 'Ayuda' },
        path: '/helps',
        icon: 'video',
        section: 'main',
        order: 900,
      },
    ],
  },
});
