import Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState, AuthUser } from '../http/state.js';
import type { MenuItem, PluginDefinition, PluginUi } from '../plugins/define-plugin.js';
import { companyPlan } from '../plugins/plan-guard.js';
import type { SettingsStore } from '../domain/settings/settings-store.js';
import { route } from '../http/route.js';
import type { PermissionRegistry } from '../auth/permissions/permission-registry.js';

/** UI of the kernel's own domain (settings, companies, plans), served like any plugin's module. */
export const kernelModules: Array<{ planFlag?: undefined; ui: PluginUi }> = [
  {
    // spec §6: connection buttons and the add/edit/delete dialogs are admin permissions
    ui: {
      module: 'connections',
      routes: ['/connections'],
      permission: 'connections:manage',
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
          permission: 'connections:manage',
        },
      ],
    },
  },
  {
    // the kernel's users: a company's admin manages their company's (issue 27; spec §6 kept the item the super
    // user's, docs/compatibility.md)
    ui: {
      module: 'users',
      routes: ['/users'],
      permission: 'users:manage',
      menu: [
        {
          label: 'users:menu',
          titles: { pt: 'Usuários', en: 'Users', es: 'Usuarios' },
          path: '/users',
          icon: 'people',
          section: 'admin',
          order: 170,
          permission: 'users:manage',
        },
      ],
    },
  },
  {
    ui: {
      module: 'settings',
      routes: ['/settings'],
      permission: 'settings:write',
      menu: [
        {
          label: 'settings:menu',
          titles: { pt: 'Configurações', en: 'Settings', es: 'Configuración' },
          path: '/settings',
          icon: 'cog',
          section: 'admin',
          order: 900,
          permission: 'settings:write',
        },
      ],
    },
  },
  {
    // issue 4: the platform's background jobs, every tenant's, for super users only
    ui: {
      module: 'jobs',
      routes: ['/jobs'],
      permission: 'jobs:manage',
      menu: [
        {
          label: 'jobs:menu',
          titles: { pt: 'Rotinas', en: 'Jobs', es: 'Procesos' },
          path: '/jobs',
          icon: 'time',
          section: 'management',
          order: 950,
          permission: 'jobs:manage',
        },
      ],
    },
  },
];

type Permissions = Pick<PermissionRegistry, 'holds'>;
type Rule = { permission?: string; super?: boolean; profiles?: string[] };

/** A named permission decides when there is one; otherwise the older profile and super flags. */
const visible = (permissions: Permissions, u: AuthUser, rule: Rule) =>
  rule.permission
    ? permissions.holds(u, rule.permission)
    : u.super || (!rule.super && (!rule.profiles || rule.profiles.includes(u.profile)));

/** reads each setting the menu items depend on once, and answers which items it shows */
async function settingsMatching(settings: SettingsStore, companyId: number, items: MenuItem[]) {
  const keys = [...new Set(items.flatMap((m) => (m.setting ? [m.setting.key] : [])))];
  const values = new Map(
    await Promise.all(keys.map(async (k) => [k, await settings.get(companyId, k)] as const)),
  );
  return (m: MenuItem) => !m.setting || values.get(m.setting.key) === m.setting.equals;
}

/**
 * GET /modules: the remotes, routes and menu items this user may see, already filtered by plan, permission (or
 * super and profile) and company setting.
 */
export function manifestRoutes(
  knex: Knex,
  settings: SettingsStore,
  plugins: () => PluginDefinition[],
  permissions: Permissions,
) {
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
        .filter(
          (p) => (!p.planFlag || plan?.[p.planFlag as keyof typeof plan]) && visible(permissions, user, p.ui),
        )
        .map(({ ui }) => ({
          ui,
          menu: (ui.menu ?? []).filter(
            (m: MenuItem) =>
              visible(permissions, user, m) && (!m.planFlag || plan?.[m.planFlag as keyof typeof plan]),
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
          ...(ui.provides?.length ? { provides: ui.provides } : {}),
        })),
      };
    },
  );
  return router;
}
