import { User, withUserQueue } from '../domain/users/user-model.js';
import { tenant } from '../db/tenant-db.js';
import type { SettingsStore } from '../domain/settings/settings-store.js';
import { isOverdue } from './company-access.js';

/**
 * The user object login, refresh and /auth/me answer with: what the Whaticket web client and ours read
 * (queues always an array with their UserQueue link, company with dueDate, settings and plan flags). Secret
 * settings are left out for users who may not read them. `company.overdue` is the company's standing: true
 * while it is past its due date and the grace days, when only billing answers it (never for super users).
 */
export async function loadSessionUser(
  settings: SettingsStore,
  companyId: number,
  userId: number,
  graceDays = 0,
) {
  const user = await tenant(companyId)(User).findById(userId).withGraphFetched('[queues, company.plan]');
  if (!user) return undefined;
  const company = user.company!;
  const plan = company.plan;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    companyId: user.companyId,
    allTicket: user.allTicket,
    whatsappId: user.whatsappId,
    online: user.online,
    queues: (user.queues ?? []).map((q) =>
      withUserQueue(user.id, { id: q.id, name: q.name, color: q.color }),
    ),
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.dueDate,
      status: company.status,
      overdue: !user.super && isOverdue(company, graceDays),
      settings: await settings.list(company.id, user),
      plan: plan ? { id: plan.id, name: plan.name, ...plan.flagValues() } : null,
    },
  };
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof loadSessionUser>>>;
