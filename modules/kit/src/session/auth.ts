import { api, refreshSession, refusalReason, SESSION_ENDED } from '../api/client';
import {
  $token,
  sessionChecked,
  sessionCleared,
  sessionEnded,
  sessionRefreshed,
  userUpdated,
  type SessionPayload,
} from './model';
import type { Plan, User } from './types';

/** Logs in; the kernel's manifest then holds the menu this user's company may see. */
export async function login(email: string, password: string): Promise<User> {
  const payload = await api.post<SessionPayload>('/auth/login', { email, password });
  sessionRefreshed(payload);
  return payload.user;
}

export async function logout(): Promise<void> {
  try {
    await api.delete('/auth/logout');
  } catch {
    // the session is cleared locally whatever the server says
  }
  sessionCleared();
}

/**
 * At boot: a stored token (or only the refresh cookie) becomes a full session, else nothing. A cookie refused
 * with a reason (signed in elsewhere) ends the session there and then, stored token or not, and says why.
 */
export async function restoreSession(): Promise<void> {
  try {
    if (await refreshSession()) return;
    if (refusalReason() !== SESSION_ENDED) {
      sessionEnded(refusalReason());
      return;
    }
    if ($token.getState()) userUpdated(await api.get<User>('/auth/me'));
  } catch {
    sessionCleared();
  } finally {
    sessionChecked();
  }
}

export function isSubscriptionExpired(user: User, now = new Date()): boolean {
  const due = user.company?.dueDate ? new Date(user.company.dueDate) : null;
  return !due || Number.isNaN(due.getTime()) || due.getTime() <= now.getTime();
}

export const fetchPublicPlans = () => api.get<Plan[]>('/plans/list');
