import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState, AuthUser } from '../http/state.js';
import type { MenuItem, PluginDefinition, PluginUi } from '../plugins/define-plugin.js';
import { companyPlan } from '../plugins/plan-guard.js';
import type { SettingsStore } from '../domain/settings/settings-store.js';
import { route } from '../http/route.js';

/** UI of the kernel's own domain (settings, companies, plans), served like any plugin's module. */
export const kernelModules: Array<{ planFlag?: undefined; ui: PluginUi }> = [
  {
    // spec §6: connection buttons and the add/edit/delete dialogs are admin permissions
    ui: {
      module: 'connections',
      routes: ['/connections'],
      profiles: ['admin'],
      // its store marks the menu item with '!' while a connection needs attention, on every screen
      eager: true,
      menu: [
        {
          label: 'connections:menu',
          titles: { pt: 'Conexões', en: 'Connections', es: 'Conexiones' },
          path: '/connections',
          icon: 'mobile-phone',
          section: 'admin',
          order: 150,
          profiles: ['admin'],
        },
      ],
    },
  },
  {
    // the kernel's users; spec §6 in practice: the menu item is the super user's (e2e menu tests), the route
    // stays open to a company's admin, whom the /users API serves (DESIGN: static permissions)
    ui: {
      module: 'users',
      routes: ['/users'],
      profiles: ['admin'],
      menu: [
        {
          label: 'users:menu',
          titles: { pt: 'Usuários', en: 'Users', es: 'Usuarios' },
          path: '/users',
          icon: 'people',
          section: 'admin',
          order: 170,
          profiles: ['admin'],
          super: true,
        },
      ],
    },
  },
  {
    ui: {
      module: 'settings',
      routes: ['/settings'],
      profiles: ['admin'],
      menu: [
        {
          label: 'settings:menu',
          titles: { pt: 'Configurações', en: 'Settings', es: 'Configuración' },
          path: '/settings',
          icon: 'cog',
          section: 'admin',
          order: 900,
          profiles: ['admin'],
        },
      ],
    },
  },
  {
    // issue 4: the platform's background jobs, every tenant's, for super users only
    ui: {
      module: 'jobs',
      routes: ['/jobs'],
      super: true,
      menu: [
        {
          label: 'jobs:menu',
          titles: { pt: 'Rotinas', en: 'Jobs', es: 'Procesos' },
          path: '/jobs',
          icon: 'time',
          section: 'management',
          order: 950,
          super: true,
        },
      ],
    },
  },
];

const visible = (u: AuthUser, rule: { super?: boolean; profiles?: string[] }) =>
  u.super || (!rule.super && (!rule.profiles || rule.profiles.includes(u.profile)));

/** reads each setting the menu items depend on once, and answers which items it shows */
async function settingsMatching(settings: SettingsStore, companyId: number, items: MenuItem[]) {
  const keys = [...new Set(items.flatMap((m) => (m.setting ? [m.setting.key] : [])))];
  const values = new Map(
    await Promise.all(keys.map(async (k) => [k, await settings.get(companyId, k)] as const)),
  );
  return (m: MenuItem) => !m.setting || values.get(m.setting.key) === m.setting.equals;
}

/** GET /modules: the remotes, routes and menu items this user may see, already filtered by plan, super and profile. */
export function manifestRoutes(knex: Knex, settings: SettingsStore, plugins: () => PluginDefinition[]) {
  const router = new Router<AppState>();
  route(
    router,
    {
      method: 'get',
      path: '/modules',
      summary: "The micro-frontend manifest: the user's remotes, routes and menu (Balcão addition)",
    },
    async (ctx) => {
      const user = ctx.state.user;
      const plan = await companyPlan(knex, user.companyId);
      const entries = [...kernelModules, ...plugins().filter((p) => p.ui)] as Array<{
        planFlag?: string;
        availableWhenOverdue?: boolean;
        ui: PluginUi;
      }>;
      const modules = entries
        // an overdue company sees only what lets it pay (its routes would answer 402)
        .filter((p) => !user.overdue || p.availableWhenOverdue)
        .filter((p) => (!p.planFlag || plan?.[p.planFlag as keyof typeof plan]) && visible(user, p.ui))
        .map(({ ui }) => ({
          ui,
          menu: (ui.menu ?? []).filter(
            (m: MenuItem) => visible(user, m) && (!m.planFlag || plan?.[m.planFlag as keyof typeof plan]),
          ),
        }));
      const settingOn = await settingsMatching(
        settings,
        user.companyId,
        modules.flatMap((m) => m.menu),
      );
      ctx.body = {
        modules: modules.map(({ ui, menu }) => ({
          name: ui.module,
          url: `/remotes/${ui.module}/remoteEntry.js`,
          routes: ui.routes,
          menu: menu.filter(settingOn),
          ...(ui.eager ? { eager: true } : {}),
        })),
      };
    },
  );
  return router;
}
