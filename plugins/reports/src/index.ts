import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { reportRoutes } from './routes.js';
import { reportsPermissions } from './permissions.js';

/**
 * Reports for the people who run a company's team (issue 30): volumes, wait, first response and resolution times
 * and ratings by attendant, queue, tag, connection and hour. The figures are the tickets plugin's queries; no
 * tables of its own.
 */
export default definePlugin({
  name: 'reports',
  declares: { permissions: reportsPermissions },
  requires: ['tickets'],
  setup(ctx) {
    reportRoutes(ctx.router, ctx.services<TicketServices>('tickets').reports);
  },
  ui: {
    module: 'reports',
    routes: ['/reports'],
    permission: 'reports:view',
    menu: [
      {
        label: 'reports:menu',
        titles: { pt: 'Relatórios', en: 'Reports', es: 'Informes' },
        path: '/reports',
        icon: 'timeline-bar-chart',
        section: 'management',
        order: 2,
        permission: 'reports:view',
      },
    ],
  },
});
