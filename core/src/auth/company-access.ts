import type { Middleware } from 'koa';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';

/**
 * What a company may still do. An inactive company (status false) cannot sign in at all. A company past
 * its due date by more than the grace period the operator configures (BILLING_GRACE_DAYS) still signs in,
 * but reaches only what it needs to pay: the routes of plugins declared `availableWhenOverdue` and the
 * kernel's read-only session routes. Super users (the platform) are never held back.
 */
export interface CompanyStanding {
  status: boolean;
  dueDate: Date | null;
}

export const DAY_MS = 864e5;

export function isOverdue(company: CompanyStanding, graceDays: number, now = Date.now()): boolean {
  return company.dueDate !== null && company.dueDate.getTime() + graceDays * DAY_MS < now;
}

/** Login and refresh: an inactive company's users are refused (super users excepted). */
export function ensureCompanyActive(user: { super: boolean }, company: CompanyStanding | undefined) {
  if (!user.super && company && !company.status) throw new AppError('ERR_COMPANY_INACTIVE', 401);
}

/** Reads a company row's status and dueDate the same from SQLite (numbers) and MySQL (Date, tinyint). */
export function standingOf(row: { companyStatus: unknown; companyDueDate: unknown }): CompanyStanding {
  const due = row.companyDueDate;
  return {
    status: Boolean(row.companyStatus),
    dueDate:
      due == null || due === ''
        ? null
        : new Date(typeof due === 'string' && /^\d+$/.test(due) ? Number(due) : (due as string)),
  };
}

/** 402 on every route behind it while the caller's company is overdue. */
export const requireGoodStanding: Middleware<AppState> = async (ctx, next) => {
  if (ctx.state.user.overdue) throw new AppError('ERR_SUBSCRIPTION_OVERDUE', 402);
  await next();
};
