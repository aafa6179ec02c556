import { AppError } from '../../../errors/app-error.js';
import { Plan } from '../plan-model.js';

/** A parsed plan body as stored: its columns, its `features` (declared flags) and its declared `limits`. */
export function splitPlanBody<T extends Record<string, unknown>>(body: T) {
  const { rest, limits } = Plan.limits.split(body);
  const { columns, flags } = Plan.flags.split(rest);
  return { columns, flags, limits };
}

/** 409 ERR_PLAN_NAME_ALREADY_EXISTS when another plan (not `exceptId`) has this name. */
export async function ensureUniqueName(name: string, exceptId?: number) {
  const q = Plan.query().where('name', name);
  if (exceptId) q.whereNot('id', exceptId);
  if (await q.first()) throw new AppError('ERR_PLAN_NAME_ALREADY_EXISTS', 409);
}
