import type { RouterMiddleware } from '@koa/router';
import { AppError, Plan, type AppState } from '@balcao/core';

/**
 * 403 ERR_NO_PERMISSION on a kanban route when the company's plan lacks useKanban (declared by tickets). Per
 * route, because the tags themselves are not a flagged feature; core's plugin-level planFlag would take them too.
 */
export const kanbanPlanOnly: RouterMiddleware<AppState> = async (ctx, next) => {
  const plan = await Plan.query()
    .join('companies', 'companies.planId', 'plans.id')
    .where('companies.id', ctx.state.user.companyId)
    .select('plans.*')
    .first();
  if (!plan?.flagValues().useKanban) throw new AppError('ERR_NO_PERMISSION', 403);
  await next();
};
