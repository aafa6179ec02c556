import { Model, type Pojo } from 'objection';
import { TenantModel, User } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import { Ticket } from './ticket-model.js';

/** A private note about a contact, written in one of their tickets (spec §3 Ticket note). */
export class TicketNote extends TenantModel {
  static override tableName = 'ticket_notes';

  declare note: string;
  declare ticketId: number;
  declare contactId: number;
  declare userId: number | null;
  declare user?: User | null;
  declare contact?: Contact;
  declare ticket?: Ticket;

  static override get relationMappings() {
    return {
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'ticket_notes.userId', to: 'users.id' },
      },
      contact: {
        relation: Model.BelongsToOneRelation,
        modelClass: Contact,
        join: { from: 'ticket_notes.contactId', to: `${Contact.tableName}.id` },
      },
      ticket: {
        relation: Model.BelongsToOneRelation,
        modelClass: Ticket,
        join: { from: 'ticket_notes.ticketId', to: 'tickets.id' },
      },
    };
  }

  /** Whaticket's shape: the note with its author, contact and ticket reduced to what the drawer shows */
  override $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    if (out.user) out.user = pick(out.user, ['id', 'name', 'email']);
    if (out.contact) out.contact = pick(out.contact, ['id', 'name']);
    if (out.ticket) out.ticket = pick(out.ticket, ['id', 'status', 'createdAt']);
    return out;
  }
}

const pick = (o: Pojo, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
