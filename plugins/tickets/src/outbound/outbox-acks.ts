import type { ChannelHookEvents } from '@balcao/core';
import type { TicketDeps } from '../services/ticket-deps.js';
import { changeMessages } from '../services/change-messages.js';

const ackOf: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

/**
 * A sent message's ack follows its outbox row (the sender's "sent", then the network's acks), only upwards. The
 * network's acks also arrive as inbox events; whichever comes first wins and the other changes nothing.
 */
export function followOutbox(deps: TicketDeps): void {
  deps.hooks.on('outbox.status', async (row) => {
    if (row.status === 'failed') return await markFailed(deps, row);
    const ack = ackOf[row.status];
    if (!ack) return;
    await changeMessages(deps, row.companyId, {
      wid: row.waMessageId,
      fromMe: true,
      ackBelow: ack,
      set: { ack },
    });
  });
}

/**
 * A message the outbox gave up on shows why beside its clock (the code, translated by the client). One WhatsApp
 * took and then refused in its receipt (a late 463) had shown sent: it goes back to the clock.
 */
async function markFailed(deps: TicketDeps, row: ChannelHookEvents['outbox.status']): Promise<void> {
  await changeMessages(deps, row.companyId, {
    wid: row.waMessageId,
    fromMe: true,
    ackBelow: 2,
    set: { ack: 0, sendError: row.errorCode ?? 'ERR_SENDING_WAPP_MSG' },
  });
}

/** WhatsApp's retry requests (a phone asking again for a message it could not decrypt) are answered from here. */
export function serveRetries(deps: TicketDeps): void {
  deps.channels.useMessageStore(async (companyId, connectionId, ref) => {
    const row = await deps.db
      .tenant(companyId)('messages')
      .where({ wid: ref.waMessageId, whatsappId: connectionId, fromMe: true })
      .first('body');
    return row?.body ?? undefined;
  });
}
