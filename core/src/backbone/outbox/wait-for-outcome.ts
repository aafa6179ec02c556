import type { Hooks } from '../../plugins/hooks.js';
import type { OutboxStore } from './outbox-store.js';
import type { OutboxMessage, OutboxStatusEvent } from './outbox-types.js';

const POLL_MS = 100;
/** once a send has started it is waited for this much longer (the sender's own timeout ends it) */
const STARTED_GRACE_MS = 35_000;

const settled = (m: OutboxMessage | undefined) => !!m && (m.status === 'failed' || m.sentAt !== null);

/**
 * Waits until row `id` was handed to WhatsApp or failed, whichever process sends it: the local hook wakes it
 * at once, a short poll covers a send made elsewhere. At the timeout a row nobody started is failed here,
 * so it cannot go out after the caller was told it did not.
 */
export async function waitForOutcome(
  store: OutboxStore,
  hooks: Hooks,
  id: number,
  timeoutMs: number,
): Promise<OutboxMessage> {
  let wake: () => void = () => undefined;
  const off = hooks.on<OutboxStatusEvent>('outbox.status', (e) => {
    if (e.id === id) wake();
  });
  try {
    const deadline = Date.now() + timeoutMs;
    const hardDeadline = deadline + STARTED_GRACE_MS;
    for (;;) {
      const row = await store.get(id);
      if (settled(row)) return row!;
      if (Date.now() >= deadline && (await store.cancelQueued(id, `not sent within ${timeoutMs} ms`)))
        return (await store.get(id))!;
      if (Date.now() >= hardDeadline) throw new Error(`outbox row ${id} still sending after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    off();
  }
}
