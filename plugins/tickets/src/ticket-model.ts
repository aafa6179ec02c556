import { Model, type Pojo } from 'objection';
import { Queue, TenantModel, User, Whatsapp } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';

export type TicketStatus = 'pending' | 'open' | 'closed';

/** A conversation with one contact on one connection (spec §3 Ticket). */
export class Ticket extends TenantModel {
  static override tableName = 'tickets';
  static override booleanColumns = ['isGroup', 'chatbot', 'useIntegration', 'awaitingRating'];

  declare uuid: string;
  declare status: TicketStatus;
  declare contactId: number;
  declare whatsappId: number | null;
  declare userId: number | null;
  declare queueId: number | null;
  declare lastMessage: string | null;
  /** what the contact said last: the list's preview of a waiting ticket */
  declare lastContactMessage: string | null;
  declare unreadMessages: number;
  declare isGroup: boolean;
  declare chatbot: boolean;
  declare queueOptionId: number | null;
  declare amountUsedBotQueues: number;
  declare useIntegration: boolean;
  declare integrationId: number | null;
  declare promptId: number | null;
  declare awaitingRating: boolean;
  declare openSlot: number | null;
  declare contact?: Contact;
  declare queue?: Queue | null;
  declare user?: User | null;
  declare whatsapp?: Whatsapp | null;
  /** filled by the plugins that enrich a ticket (tags) */
  declare tags?: unknown[];

  static override get relationMappings() {
    return {
      contact: {
        relation: Model.BelongsToOneRelation,
        modelClass: Contact,
        join: { from: 'tickets.contactId', to: `${Contact.tableName}.id` },
      },
      queue: {
        relation: Model.BelongsToOneRelation,
        modelClass: Queue,
        join: { from: 'tickets.queueId', to: 'queues.id' },
      },
      user: {
        relation: Model.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'tickets.userId', to: 'users.id' },
      },
      whatsapp: {
        relation: Model.BelongsToOneRelation,
        modelClass: Whatsapp,
        join: { from: 'tickets.whatsappId', to: 'whatsapps.id' },
      },
    };
  }

  /** the wire shape of spec §3: internal bookkeeping stays in the database */
  override $formatJson(json: Pojo): Pojo {
    const { openSlot: _slot, awaitingRating: _rating, ...out } = super.$formatJson(json);
    if (out.queue) out.queue = pick(out.queue, ['id', 'name', 'color']);
    if (out.user) out.user = pick(out.user, ['id', 'name', 'email', 'profile']);
    if (out.whatsapp) out.whatsapp = pick(out.whatsapp, ['id', 'name']);
    return out;
  }
}

const pick = (o: Pojo, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
