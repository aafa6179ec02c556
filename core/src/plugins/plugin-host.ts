import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppState } from '../http/state.js';
import type { PluginContext, PluginDefinition } from './define-plugin.js';
import { orderPlugins } from './plugin-order.js';
import { planGuard } from './plan-guard.js';
import { requireGoodStanding } from '../auth/company-access.js';
import { pluginJobs } from '../jobs/index.js';
import type { AuthCipher } from '../channels/baileys/auth-cipher.js';
import { pluginSecrets } from '../secrets/plugin-secrets.js';

type Shared = Omit<
  PluginContext,
  'name' | 'router' | 'publicRouter' | 'services' | 'optionalServices' | 'onStop' | 'secrets'
> & {
  secretsCipher: AuthCipher;
};

export interface LoadedPlugins {
  ordered: PluginDefinition[];
  /**
   * One guarded router per plugin, each mounted on the app by itself: merged into one router, a plugin's
   * guard would also run for every other plugin's routes.
   */
  routers: Router<AppState>[];
  services: Map<string, unknown>;
  stops: Array<() => Promise<void> | void>;
}

/**
 * Runs each plugin's setup in dependency order and wraps its routes in auth, the company's standing (an
 * overdue company reaches only plugins declared availableWhenOverdue) and its plan flag guard.
 */
export async function loadPlugins(
  defs: PluginDefinition[],
  shared: Shared,
  requireAuth: Middleware<AppState>,
): Promise<LoadedPlugins> {
  const ordered = orderPlugins(defs);
  const services = new Map<string, unknown>();
  const stops: LoadedPlugins['stops'] = [];
  const routers: Router<AppState>[] = [];

  for (const def of ordered) {
    const own = new Router<AppState>();
    const pub = new Router<AppState>();
    const allowed = new Set(def.requires ?? []);
    const optional = new Set(def.uses ?? []);
    const { secretsCipher, ...rest } = shared;
    const ctx: PluginContext = {
      ...rest,
      secrets: pluginSecrets(secretsCipher, def.name),
      name: def.name,
      log: shared.log.child({ plugin: def.name }),
      jobs: pluginJobs(shared.jobs, { plugin: def.name, planFlag: def.planFlag, knex: shared.knex }),
      router: own,
      publicRouter: pub,
      services<T>(name: string) {
        if (!allowed.has(name))
          throw new Error(`Plugin "${def.name}" uses "${name}" without listing it in requires`);
        return services.get(name) as T;
      },
      optionalServices<T>(name: string) {
        if (!optional.has(name))
          throw new Error(`Plugin "${def.name}" uses "${name}" without listing it in uses`);
        return services.get(name) as T | undefined;
      },
      onStop: (fn) => stops.push(fn),
    };
    services.set(def.name, await def.setup?.(ctx));

    const guarded = new Router<AppState>();
    guarded.use(requireAuth);
    if (!def.availableWhenOverdue) guarded.use(requireGoodStanding);
    if (def.planFlag) guarded.use(planGuard(shared.knex, def.planFlag));
    guarded.use(own.routes(), own.allowedMethods());
    routers.push(pub, guarded);
  }
  return { ordered, routers, services, stops };
}
