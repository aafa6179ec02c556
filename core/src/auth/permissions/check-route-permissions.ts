import type Router from '@koa/router';
import type { AppState } from '../../http/state.js';
import { routeSpecOf } from '../../http/route.js';
import type { PermissionRegistry } from './permission-registry.js';

/**
 * At boot, after every plugin mounted its routes: a route naming a permission nobody declared stops the start
 * (it would answer 500 on every call otherwise), naming the route and the permission.
 */
export function checkRoutePermissions(routers: readonly Router<AppState>[], registry: PermissionRegistry) {
  const unknown: string[] = [];
  for (const router of routers)
    for (const layer of router.stack) {
      const permission = routeSpecOf(layer.stack)?.permission;
      if (permission && !registry.has(permission))
        unknown.push(`${layer.methods.join('|')} ${layer.path} needs "${permission}"`);
    }
  if (unknown.length) throw new Error(`routes need undeclared permissions: ${unknown.join('; ')}`);
}

/** At boot, as for routes: a module or menu item naming a permission nobody declared stops the start. */
export function checkUiPermissions(
  uis: ReadonlyArray<{
    module: string;
    permission?: string;
    menu?: Array<{ path: string; permission?: string }>;
  }>,
  registry: PermissionRegistry,
) {
  const unknown = uis.flatMap((ui) =>
    [
      { where: `module ${ui.module}`, permission: ui.permission },
      ...(ui.menu ?? []).map((m) => ({ where: `menu item ${m.path}`, permission: m.permission })),
    ].filter((x) => x.permission && !registry.has(x.permission)),
  );
  if (unknown.length)
    throw new Error(
      `the UI needs undeclared permissions: ${unknown.map((x) => `${x.where} needs "${x.permission}"`).join('; ')}`,
    );
}
