import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createTagsTable } from './migrations/001_tags.js';
import { createTicketTagsTable } from './migrations/002_ticket_tags.js';
import { tagsFullText } from './migrations/003_full_text.js';
import { tagRoutes } from './routes.js';
import { ticketTagRoutes } from './ticket-tag-routes.js';
import { tagServices, type TagServices } from './services/tag-services.js';
import { ticketTagServices } from './services/ticket-tag-services.js';
import { ticketTagsEnricher } from './services/ticket-tags-enricher.js';
import { taggedTickets } from './services/tagged-tickets.js';
import { tagReportDimension } from './services/tag-report-dimension.js';
import { tagsPermissions } from './permissions.js';
import { listenToTicketFolds } from './listeners/ticket-fold.js';
import { registerTagActions } from './services/ticket-tag-actions.js';

export type { TagServices } from './services/tag-services.js';
export type { TagFields, TagChanges } from './tag-schemas.js';
export type { TagEvent } from './services/tag-events.js';
export type { TicketTagView } from './services/ticket-tags-enricher.js';
export type { Caller } from './tag-permissions.js';
export { Tag } from './tag-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** Tags: labels on tickets, and the lanes of the kanban board (spec §2, §3, §7). */
export default definePlugin<TagServices>({
  name: 'tags',
  requires: ['tickets'],
  declares: { permissions: tagsPermissions },
  migrations: [createTagsTable, createTicketTagsTable, tagsFullText],
  setup(kernel) {
    const tickets = kernel.services<TicketServices>('tickets');
    // every ticket served (lists, loads, realtime) carries its tags
    tickets.enrich(ticketTagsEnricher(kernel.db, kernel.cache));
    // two tickets folded into one by a contact merge: the survivor keeps both tickets' tags
    listenToTicketFolds(tickets, kernel.db, kernel.cache);
    // GET /tickets?tags=: which tickets carry every one of them
    tickets.filterByTags(taggedTickets(kernel.db));
    // GET /reports?by=tag: the reports split by the tickets' tags
    tickets.reports.registerDimension(tagReportDimension(kernel.db));
    const services = tagServices({
      realtime: kernel.realtime,
      db: kernel.db,
      knex: kernel.knex,
      permissions: kernel.permissions,
      cache: kernel.cache,
    });
    ticketTagRoutes(
      kernel.router,
      ticketTagServices({ knex: kernel.knex, db: kernel.db, tickets, cache: kernel.cache }),
    );
    // macros and automation rules tag tickets through the tickets' action registry
    registerTagActions({ db: kernel.db, tickets, cache: kernel.cache });
    tagRoutes(kernel.router, services);
    // what another plugin gets with ctx.services<TagServices>('tags')
    return services;
  },
  ui: {
    module: 'tags',
    routes: ['/tags', '/kanban'],
    // only the board needs the kanban flag; spec §2 hid Tags too (docs/compatibility.md, divergences)
    menu: [
      {
        label: 'tags:menuKanban',
        titles: { pt: 'Kanban', en: 'Kanban', es: 'Kanban' },
        path: '/kanban',
        icon: 'th',
        section: 'main',
        order: 30,
        planFlag: 'useKanban',
      },
      {
        label: 'tags:menu',
        titles: { pt: 'Tags', en: 'Tags', es: 'Etiquetas' },
        path: '/tags',
        icon: 'tag',
        section: 'main',
        order: 40,
      },
    ],
  },
});
