import { createEvent, createStore, sample } from 'effector';
import type { Company, Plan, User } from './types';

export interface SessionPayload {
  token: string;
  user: User;
}

const TOKEN_KEY = 'token';

function storedToken(): string | null {
  try {
    const raw = localStorage.getItem(TOKEN_KEY);
    return raw ? (JSON.parse(raw) as string) : null;
  } catch {
    return null;
  }
}

/** Login or refresh delivered a token and the user. */
export const sessionRefreshed = createEvent<SessionPayload>();
/** Token gone (401, logout, forced logout). */
export const sessionCleared = createEvent();
export const userUpdated = createEvent<User>();
/** The boot check finished (with or without a session). */
export const sessionChecked = createEvent();
/**
 * The session was ended for the user, not by them (signed in elsewhere, the server no longer accepts it): the
 * payload is the i18n key of the reason, which the login screen shows until the next sign-in.
 */
export const sessionEnded = createEvent<string>();

// cleared to null, not `.reset`: a store resets to the value it was created with, here the token the page
// loaded with, which kept a reloaded tab signed in (with no user) after a forced logout
export const $token = createStore<string | null>(storedToken())
  .on(sessionRefreshed, (_, { token }) => token)
  .on(sessionCleared, () => null);

export const $user = createStore<User | null>(null)
  .on(sessionRefreshed, (_, { user }) => user)
  .on(userUpdated, (_, user) => user)
  .reset(sessionCleared);

export const $sessionReady = createStore(false).on(sessionChecked, () => true);
export const $sessionEndReason = createStore<string | null>(null)
  .on(sessionEnded, (_, reason) => reason)
  .reset(sessionRefreshed);
sample({ clock: sessionEnded, target: sessionCleared });
export const $isAuthenticated = $token.map((token) => Boolean(token));
export const $company = $user.map((user): Company | null => user?.company ?? null);
export const $plan = $company.map((company): Plan | null => company?.plan ?? null);
export const $isSuper = $user.map((user) => Boolean(user?.super));

$token.watch((token) => {
  if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify(token));
  else localStorage.removeItem(TOKEN_KEY);
});

sample({
  clock: sessionRefreshed,
  fn: ({ user }) => user,
}).watch((user) => {
  localStorage.setItem('companyId', String(user.companyId));
  localStorage.setItem('userId', String(user.id));
});

sessionCleared.watch(() => {
  localStorage.removeItem('companyId');
  localStorage.removeItem('userId');
});
