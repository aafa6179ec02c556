import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { dashboardRoutes } from './routes.js';
import { dashboardServices, type DashboardServices } from './services/dashboard-services.js';
import { dashboardPermissions } from './permissions.js';

export type { DashboardServices } from './services/dashboard-services.js';
export type { Dashboard, TicketsByTime, TicketsByUser } from '@balcao/plugin-tickets';

/** The dashboard (spec §2, §3): the tickets plugin's reports (`reports`) on a screen; no tables of its own. */
export default definePlugin<DashboardServices>({
  name: 'dashboard',
  declares: { permissions: dashboardPermissions },
  requires: ['tickets'],
  setup(ctx) {
    const services = dashboardServices(ctx.services<TicketServices>('tickets'));
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
