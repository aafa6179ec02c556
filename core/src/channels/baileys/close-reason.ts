import { DisconnectReason } from '@whiskeysockets/baileys';

export type CloseDecision =
  /** the phone unlinked us (or WhatsApp banned the session): wipe keys, never reconnect */
  | { action: 'logged-out'; reason: string }
  /** something else took the session over, or nobody scanned the QR: wait for the user */
  | { action: 'stop'; reason: string }
  /** transient: reconnect later, showing TIMEOUT or DISCONNECTED meanwhile */
  | { action: 'retry'; status: 'TIMEOUT' | 'DISCONNECTED'; reason: string };

/** Reads Baileys' close error (a Boom with a status code) into what the connection should do next. */
export function decideOnClose(error: unknown, registered: boolean): CloseDecision {
  const boom = error as { output?: { statusCode?: number }; message?: string } | undefined;
  const code = boom?.output?.statusCode;
  const reason = `${code ?? 'closed'} ${boom?.message ?? ''}`.trim();
  if (code === DisconnectReason.loggedOut || code === DisconnectReason.forbidden)
    return { action: 'logged-out', reason };
  if (code === DisconnectReason.connectionReplaced) return { action: 'stop', reason };
  // Baileys ends with 408 when every QR in the batch expired unscanned; retrying would show QRs to nobody
  if (!registered && /QR refs attempts ended/i.test(boom?.message ?? '')) return { action: 'stop', reason };
  if (code === DisconnectReason.timedOut) return { action: 'retry', status: 'TIMEOUT', reason };
  return { action: 'retry', status: 'DISCONNECTED', reason };
}
