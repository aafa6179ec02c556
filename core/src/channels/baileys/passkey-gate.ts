/**
 * WhatsApp's passkey gate on device linking (mid-2026, a growing share of accounts): after the QR is scanned, the
 * server sends `<notification type="passkey_prologue_request">` with WebAuthn options and waits for an assertion
 * only a browser holding the account's passkey can make (whatsmeow handles it in pair-passkey.go; Baileys 7 rc
 * acks and drops it, WhiskeySockets/Baileys#2672, #2684, #2694). Nothing can complete it here, so the session stops
 * and says why instead of cycling QR codes until their refs run out.
 *
 * Baileys hands every frame to `sock.ws` as `CB:<tag>,<attr>:<value>`: this is that frame's event name.
 */
export const passkeyRequestFrame = 'CB:notification,type:passkey_prologue_request';

/** only the server may ask: a frame from anyone else is not WhatsApp's gate */
export function isServerPasskeyRequest(frame: unknown): boolean {
  const from = (frame as { attrs?: { from?: unknown } } | undefined)?.attrs?.from;
  return from === 's.whatsapp.net';
}
