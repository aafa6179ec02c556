import { definePlugin } from '@balcao/core';
import { createHelpsTable } from './migrations/001_helps.js';
import { helpRoutes } from './routes.js';
import { helpServices, type HelpServices } from './services/help-services.js';

export type { HelpServices } from './services/help-services.js';
export type { HelpFields, HelpChanges } from './help-schemas.js';
export type { HelpEvent } from './services/help-events.js';
export { Help } from './help-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { helpsPermissions } from './permissions.js';

/** Help videos: written by super users, watched by everyone. */
export default definePlugin<HelpServices>({
  name: 'helps',
  declares: { permissions: helpsPermissions },
  migrations: [createHelpsTable],
  setup(kernel) {
    const services = helpServices({ realtime: kernel.realtime });
    helpRoutes(kernel.router, services);
    return services;
  },
  ui: {
    module: 'helps',
    routes: ['/helps'],
    // the videos are YouTube's: thumbnails and the embedded player
    contentSources: { imgSrc: ['https://img.youtube.com'], frameSrc: ['https://www.youtube.com'] },
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
