import {
  $user,
  i18n,
  companyEvent,
  connectRealtime,
  disconnectRealtime,
  onRealtime,
  sessionCleared,
  sessionEnded,
  sessionRefreshed,
  toastWarning,
} from '@balcao/kit';
import { startCshowMarker } from './cshow';

/** Spec §9: forced-logout delay 1 s. */
export const FORCED_LOGOUT_DELAY_MS = 1000;
let unsubscribe: (() => void) | null = null;

function watchAuthChannel(): void {
  unsubscribe?.();
  unsubscribe = onRealtime<{ action: string; user?: { id: number } }>(companyEvent('auth'), (payload) => {
    if (payload.action !== 'update' || payload.user?.id !== $user.getState()?.id) return;
    toastWarning(i18n.t('kit:toasts.forcedLogout'));
    // the login screen keeps saying why; the server has already revoked this browser's refresh cookie
    setTimeout(() => sessionEnded('kit:session.signedInElsewhere'), FORCED_LOGOUT_DELAY_MS);
  });
}

/** One socket per session; the company auth channel forces logout when the account logs in elsewhere. */
export function startRealtimeSession(): void {
  // Whaticket's cshow marker follows the same session (main starts the session's watchers here)
  startCshowMarker();
  sessionRefreshed.watch(() => {
    connectRealtime();
    watchAuthChannel();
  });
  sessionCleared.watch(() => {
    unsubscribe?.();
    unsubscribe = null;
    disconnectRealtime();
  });
}
