import { definePlugin } from '@balcao/core';
import { dashboardRoutes } from './routes.js';
import { dashboardServices, type DashboardServices } from './services/dashboard-services.js';
import { dashboardPermissions } from './permissions.js';

export type { DashboardServices } from './services/dashboard-services.js';
export type { Dashboard } from './services/get-dashboard.js';
export type { TicketsByTime } from './services/count-tickets-by-time.js';
export type { TicketsByUser } from './services/count-tickets-by-user.js';

/** The dashboard (spec §2, §3): read-only figures computed from the tickets plugin's tables; no tables of its own. */
export default definePlugin<DashboardServices>({
  name: 'dashboard',
  declares: { permissions: dashboardPermissions },
  requires: ['tickets'],
  setup(ctx) {
    const services = dashboardServices({ knex: ctx.knex, db: ctx.db });
    dashboardRoutes(ctx.router, services);
    return services;
  },
  ui: {
    module: 'dashboard',
    routes: ['/'],
    // spec §2 "Dashboard (super only)": the route and its menu item exist for super users only
    super: true,
    menu: [
      {
        label: 'dashboard:menu',
        titles: { pt: 'Dashboard', en: 'Dashboard', es: 'Panel' },
        path: '/',
        icon: 'dashboard',
        section: 'management',
        order: 1,
        super: true,
      },
    ],
  },
});
