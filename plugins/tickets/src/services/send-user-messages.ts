import type { AuthUser } from '@balcao/core';
import type { Message } from '../message-model.js';
import type { OutgoingMessage } from '../outbound/send-ticket-message.js';
import type { TicketServices } from './ticket-services.js';

/** What an attendant sends in one request: a text, or files each with an optional caption. */
export interface UserMessages {
  body?: string;
  quotedMsgId?: number | null;
  /** each an upload's temporary file, moved into the company's media as its message is written */
  files: Array<{ path: string; name: string; mimeType: string; caption?: string }>;
  /** the client's Idempotency-Key: the same request sent again sends nothing twice */
  idempotencyKey?: string;
}

/**
 * An attendant's messages in a ticket, through the outbox (spec §7 POST /messages/:ticketId): one message per
 * file, all in one transaction so a request either queues every file or none. They go out with the user's id;
 * WhatsApp being down never fails the request, the outbox retries.
 */
export async function sendUserMessages(
  tickets: Pick<TicketServices, 'send' | 'deps'>,
  user: AuthUser,
  ticketId: number,
  input: UserMessages,
): Promise<Message[]> {
  const key = (i: number) =>
    input.idempotencyKey ? `user-${user.id}-ticket-${ticketId}-${i}:${input.idempotencyKey}` : undefined;
  const outgoing: OutgoingMessage[] = input.files.length
    ? input.files.map((f, i) => ({
        body: f.caption ?? '',
        media: { path: f.path, name: f.name, mimeType: f.mimeType },
        userId: user.id,
        ...(key(i) ? { idempotencyKey: key(i) } : {}),
      }))
    : [
        {
          body: input.body ?? '',
          quotedMsgId: input.quotedMsgId ?? null,
          userId: user.id,
          ...(key(0) ? { idempotencyKey: key(0) } : {}),
        },
      ];
  return tickets.deps.db.transaction(async (trx) => {
    const sent: Message[] = [];
    for (const out of outgoing) sent.push(await tickets.send(user.companyId, ticketId, out, trx));
    return sent;
  });
}
