import { randomBytes } from 'node:crypto';

/**
 * A new WhatsApp message id in the shape WhatsApp Web uses ('3EB0' + 18 hex digits), so a message can be
 * given its id before it is sent and keep it on every retry.
 */
export function newWaMessageId(): string {
  return `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;
}
