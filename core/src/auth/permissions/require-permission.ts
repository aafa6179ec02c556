import type { Middleware } from 'koa';
import type { AppState } from '../../http/state.js';
import type { PermissionRegistry } from './permission-registry.js';

declare module 'koa' {
  interface DefaultContext {
    /** the kernel's permission registry (set once on app.context): one kernel's routes read its own */
    permissions: PermissionRegistry;
  }
}

/**
 * The one HTTP enforcement point: 403 ERR_NO_PERMISSION (what `requireAdmin` answered) unless the caller
 * holds `name`. `route()` adds it for a RouteSpec's `permission`, before any other middleware, so a refused
 * upload is never read.
 */
export function requirePermission(name: string): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.permissions.mustHold(ctx.state.user, name);
    await next();
  };
}
