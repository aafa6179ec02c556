import { definePlugin } from '@balcao/core';
import { createTagsTable } from './migrations/001_tags.js';
import { tagRoutes } from './routes.js';
import { tagServices, type TagServices } from './services/tag-services.js';

export type { TagServices } from './services/tag-services.js';
export type { TagFields, TagChanges } from './tag-schemas.js';
export type { TagEvent } from './services/tag-events.js';
export type { Caller } from './tag-permissions.js';
export { Tag } from './tag-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** Tags: labels on tickets, and the lanes of the kanban board (spec §2, §3, §7). */
export default definePlugin<TagServices>({
  name: 'tags',
  migrations: [createTagsTable],
  setup(kernel) {
    const services = tagServices({ realtime: kernel.realtime, knex: kernel.knex });
    tagRoutes(kernel.router, services);
    // what another plugin gets with ctx.services<TagServices>('tags')
    return services;
  },
});
