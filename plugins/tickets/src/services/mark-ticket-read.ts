import type { Ticket } from '../ticket-model.js';
import type { TicketDeps } from './ticket-deps.js';

/**
 * An attendant opened (or answered in) a ticket: its contact's messages are read, its unread count is 0 and the
 * sockets that list it hear `updateUnread`. WhatsApp is asked to show them read (blue ticks) on the contact's
 * phone; that is best effort (a connection that is down must not stop the attendant reading), so a failure is
 * only logged. `updatedAt` is left alone: reading is not activity (the idle jobs and the list order use it).
 */
export async function markTicketRead(
  deps: Pick<TicketDeps, 'db' | 'channels' | 'events' | 'log'>,
  ticket: Ticket,
): Promise<void> {
  const companyId = ticket.companyId;
  const table = deps.db.tenant(companyId);
  const unread: Array<{ id: number; wid: string; participant: string | null }> = await table('messages')
    .where({ ticketId: ticket.id, fromMe: false, read: false })
    .select('id', 'wid', 'participant');
  const current = await table('tickets').where({ id: ticket.id }).first('unreadMessages');
  if (!unread.length && !Number(current?.unreadMessages)) return;
  if (unread.length)
    await table('messages')
      .whereIn(
        'id',
        unread.map((m) => m.id),
      )
      .update({ read: true });
  await table('tickets').where({ id: ticket.id }).update({ unreadMessages: 0 });
  ticket.unreadMessages = 0;
  await deps.events.unreadReset(ticket);
  const chatId = ticket.contact?.number;
  if (!unread.length || !ticket.whatsappId || !chatId) return;
  const refs = unread.map((m) => ({
    chatId,
    waMessageId: m.wid,
    fromMe: false,
    ...(m.participant ? { participant: m.participant } : {}),
  }));
  void deps.channels.markRead(companyId, ticket.whatsappId, refs).catch((err: unknown) => {
    deps.log.warn({ err, ticketId: ticket.id }, 'could not mark messages read on WhatsApp');
  });
}
