import { definePlugin, mediaUploads, recordMediaDeps } from '@balcao/core';
import { createAnnouncementsTable } from './migrations/001_announcements.js';
import { announcementRoutes } from './routes.js';
import { announcementServices, type AnnouncementServices } from './services/announcement-services.js';

export type { AnnouncementServices } from './services/announcement-services.js';
export type { AnnouncementFields, AnnouncementChanges } from './announcement-schemas.js';
export type { AnnouncementEvent } from './services/announcement-events.js';
export type { AnnouncementWire } from './contracts.js';
export { Announcement } from './announcement-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { announcementsPermissions } from './permissions.js';

/** Announcements (Informativos): written by super users, read by every company's users in the top bar. */
export default definePlugin<AnnouncementServices>({
  name: 'announcements',
  declares: { permissions: announcementsPermissions },
  migrations: [createAnnouncementsTable],
  setup(kernel) {
    const services = announcementServices(recordMediaDeps(kernel));
    announcementRoutes(kernel.router, services, mediaUploads(kernel));
    return services;
  },
  ui: {
    module: 'announcements',
    // the module is every user's (its top-bar popover); the page and its menu item are the super user's
    routes: ['/announcements'],
    eager: true,
    menu: [
      {
        label: 'announcements:menu',
        titles: { pt: 'Informativos', en: 'Announcements', es: 'Informativos' },
        path: '/announcements',
        icon: 'announcement',
        section: 'admin',
        order: 110,
        permission: 'announcements:write',
      },
    ],
  },
});
