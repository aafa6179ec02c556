import type { Knex } from 'knex';
import { companyEvent, type Realtime } from '@balcao/core';
import type { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { ticketAudience, type TicketAudienceFields } from './ticket-audience.js';

/**
 * Spec §7 realtime for tickets and messages, sent only to the sockets allowed to see the ticket (spec §4 "Live
 * list updates", §6): `company-{id}-ticket` (update, delete, updateUnread) and `company-{id}-appMessage`
 * (create, update). A socket that could see the ticket before a change and cannot after gets a delete, which is
 * how Whaticket's client drops a row from its list.
 */
export class TicketEvents {
  constructor(
    private readonly knex: Knex,
    private readonly realtime: Realtime,
  ) {}

  async ticketUpdated(ticket: Ticket, before?: TicketAudienceFields): Promise<void> {
    const c = ticket.companyId;
    const now = await ticketAudience(this.knex, ticket);
    this.realtime.emitToRoom(now, companyEvent(c, 'ticket'), { action: 'update', ticket });
    if (!before) return;
    const lost = (await ticketAudience(this.knex, before)).filter((room) => !now.includes(room));
    if (lost.length)
      this.realtime.emitToRoom(lost, companyEvent(c, 'ticket'), { action: 'delete', ticketId: ticket.id });
  }

  async ticketDeleted(ticket: TicketAudienceFields): Promise<void> {
    const audience = await ticketAudience(this.knex, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'ticket'), {
      action: 'delete',
      ticketId: ticket.id,
    });
  }

  async unreadReset(ticket: Ticket): Promise<void> {
    const audience = await ticketAudience(this.knex, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'ticket'), {
      action: 'updateUnread',
      ticketId: ticket.id,
    });
  }

  /** a new message: the message with its ticket and contact, then the ticket itself (moved to the top) */
  async messageCreated(ticket: Ticket, message: Message): Promise<void> {
    const c = ticket.companyId;
    const audience = await ticketAudience(this.knex, ticket);
    this.realtime.emitToRoom(audience, companyEvent(c, 'appMessage'), {
      action: 'create',
      message,
      ticket,
      contact: ticket.contact,
    });
    this.realtime.emitToRoom(audience, companyEvent(c, 'ticket'), { action: 'update', ticket });
  }

  async messageUpdated(ticket: TicketAudienceFields, message: Message): Promise<void> {
    const audience = await ticketAudience(this.knex, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'appMessage'), {
      action: 'update',
      message,
    });
  }
}
