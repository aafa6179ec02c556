import type { Middleware } from 'koa';
import type { AppState } from '../http/state.js';
import { requireGoodStanding } from './company-access.js';

/**
 * What an overdue company still reads from the kernel's own routes: enough for the shell to sign in, draw its
 * menu and show the plan and due date. Everything else waits for the payment (402).
 */
const allowedWhenOverdue = [
  /^\/modules$/,
  /^\/settings$/,
  /^\/companies\/listPlan\/\d+$/,
  /^\/companies\/\d+$/,
  /^\/plans(\/list|\/all)?$/,
  /^\/users\/\d+$/,
];

export const kernelStanding: Middleware<AppState> = (ctx, next) => {
  if (ctx.method === 'GET' && allowedWhenOverdue.some((r) => r.test(ctx.path))) return next();
  return requireGoodStanding(ctx, next);
};
