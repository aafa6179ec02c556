import type { Knex } from 'knex';
import { companyEvent, type Hooks, type Realtime } from '@balcao/core';
import type { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { ticketAudience, type AudienceCache, type TicketAudienceFields } from './ticket-audience.js';

/**
 * A model as the wire shows it, formatted once: socket.io looks through a payload for binary data (calling each
 * model's toJSON) and then encodes it (calling it again), and a new message sends its ticket twice.
 */
function onWire<T>(model: T): T {
  const formattable = model as { toJSON?: () => T } | null;
  return typeof formattable?.toJSON === 'function' ? formattable.toJSON() : model;
}

/**
 * Spec §7 realtime for tickets and messages, sent only to the sockets allowed to see the ticket (spec §4 "Live
 * list updates", §6): `company-{id}-ticket` (update, delete, updateUnread) and `company-{id}-appMessage`
 * (create, update). A socket that could see the ticket before a change and cannot after gets a delete, which is
 * how Whaticket's client drops a row from its list.
 */
export class TicketEvents {
  constructor(
    private readonly knex: Knex,
    private readonly cache: AudienceCache,
    private readonly realtime: Realtime,
    /** where `ticket.changed` goes (src/ticket-changed-hook.ts); absent, nothing is notified */
    private readonly hooks?: Pick<Hooks, 'notify'>,
  ) {}

  async ticketUpdated(ticket: Ticket, before?: TicketAudienceFields): Promise<void> {
    const c = ticket.companyId;
    const now = await ticketAudience(this.knex, this.cache, ticket);
    if (before) {
      // Whaticket's lists ignore an update of another status than theirs, so a ticket that changed status or
      // attendant is first deleted from every list it was in (as Whaticket does), then updated where it is now
      const moved = before.status !== ticket.status || before.userId !== ticket.userId;
      const was = await ticketAudience(this.knex, this.cache, before);
      const gone = moved ? was : was.filter((room) => !now.includes(room));
      if (gone.length)
        this.realtime.emitToRoom(gone, companyEvent(c, 'ticket'), { action: 'delete', ticketId: ticket.id });
    }
    if (!ticket.awaitingRating)
      this.realtime.emitToRoom(now, companyEvent(c, 'ticket'), { action: 'update', ticket: onWire(ticket) });
    await this.hooks?.notify('ticket.changed', {
      companyId: c,
      ticketId: ticket.id,
      status: ticket.status,
      queueId: ticket.queueId ?? null,
      userId: ticket.userId ?? null,
      ...(ticket.updatedAt ? { updatedAt: ticket.updatedAt } : {}),
      ...(before
        ? {
            before: { status: before.status, queueId: before.queueId ?? null, userId: before.userId ?? null },
          }
        : {}),
    });
  }

  /**
   * Redraws the ticket in every list that shows it, with no change to tell: what another plugin adds to it (an SLA
   * breach's badge) changed, the ticket did not, so `ticket.changed` is not notified.
   */
  async ticketRedrawn(ticket: Ticket): Promise<void> {
    if (ticket.awaitingRating) return;
    const audience = await ticketAudience(this.knex, this.cache, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'ticket'), {
      action: 'update',
      ticket: onWire(ticket),
    });
  }

  async ticketDeleted(ticket: TicketAudienceFields): Promise<void> {
    const audience = await ticketAudience(this.knex, this.cache, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'ticket'), {
      action: 'delete',
      ticketId: ticket.id,
    });
  }

  async unreadReset(ticket: Ticket): Promise<void> {
    const audience = await ticketAudience(this.knex, this.cache, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'ticket'), {
      action: 'updateUnread',
      ticketId: ticket.id,
    });
  }

  /** a new message: the message with its ticket and contact, then the ticket itself (moved to the top) */
  async messageCreated(ticket: Ticket, message: Message): Promise<void> {
    const c = ticket.companyId;
    const audience = await ticketAudience(this.knex, this.cache, ticket);
    const wire = onWire(ticket);
    this.realtime.emitToRoom(audience, companyEvent(c, 'appMessage'), {
      action: 'create',
      message: onWire(message),
      ticket: wire,
      contact: wire.contact,
    });
    // awaiting the rating answer the ticket stays out of the lists (spec §4 Resolve)
    if (ticket.awaitingRating)
      this.realtime.emitToRoom(audience, companyEvent(c, 'ticket'), {
        action: 'delete',
        ticketId: ticket.id,
      });
    else this.realtime.emitToRoom(audience, companyEvent(c, 'ticket'), { action: 'update', ticket: wire });
  }

  async messageUpdated(ticket: TicketAudienceFields, message: Message): Promise<void> {
    const audience = await ticketAudience(this.knex, this.cache, ticket);
    this.realtime.emitToRoom(audience, companyEvent(ticket.companyId, 'appMessage'), {
      action: 'update',
      message: onWire(message),
    });
  }
}
