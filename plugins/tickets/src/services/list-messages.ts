import { tenant } from '@balcao/core';
import { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { loadTicket } from './load-tickets.js';
import type { TicketDeps } from './ticket-deps.js';

/** Whaticket's page of messages */
export const messagesPerPage = 20;

export interface MessagePage {
  count: number;
  messages: Message[];
  ticket: Ticket;
  hasMore: boolean;
}

/**
 * One page of a ticket's messages as Whaticket's ListMessagesService answers it: page 1 is the newest 20, each
 * page oldest first (the client prepends older pages as the user scrolls up), with the contact and the quoted
 * message (and its contact). The caller has checked that the user may see the ticket.
 */
export async function listMessages(
  deps: Pick<TicketDeps, 'db' | 'enrichers'>,
  companyId: number,
  ticketId: number,
  pageNumber: number,
): Promise<MessagePage> {
  const offset = messagesPerPage * (pageNumber - 1);
  const ticket = await loadTicket(deps.enrichers, companyId, ticketId);
  const [total] = (await deps.db
    .tenant(companyId)('messages')
    .where({ ticketId })
    .count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  const count = Number(total?.n ?? 0);
  const newestFirst = await tenant(companyId)(Message)
    .withGraphFetched('[contact, quotedMsg.contact]')
    .where('messages.ticketId', ticketId)
    .orderBy([
      { column: 'messages.createdAt', order: 'desc' },
      { column: 'messages.id', order: 'desc' },
    ])
    .limit(messagesPerPage)
    .offset(offset);
  return {
    count,
    messages: newestFirst.reverse(),
    ticket,
    hasMore: count > offset + newestFirst.length,
  };
}
