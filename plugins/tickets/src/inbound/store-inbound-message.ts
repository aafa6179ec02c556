import { type EventOf, type InboundMessage, type StepAnswer, type StepContext, tenant } from '@balcao/core';
import { Message } from '../message-model.js';
import { ticketsOf } from '../services/load-tickets.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import { findOrCreateTicket } from './find-or-create-ticket.js';
import { keepInboundMedia } from './inbound-media.js';
import { tellAfterCommit } from '../services/tell-ticket-event.js';
import '../message-stored-hook.js';
import { messagePreview } from '../message-preview.js';
import { asStored } from '../services/stored-time.js';
import { insertMessages } from '../batches/message-inserts.js';
import { writeTicketTurns } from '../batches/ticket-turn-writes.js';

/** Whaticket's mediaType of a plain text message */
export const textMediaType = 'conversation';

/**
 * The `turn` stage's first step: the conversation's ticket (found or created, one transaction), the message stored once
 * (a replay after a crash finds its row), the ticket's last message and unread count, then `message.stored` (the
 * realtime push listens); `state.turn` tells the later steps. Messages typed on the phone and group messages go no further.
 */
export async function storeInboundMessage(
  deps: TicketDeps,
  event: EventOf<'message'>,
  { state }: StepContext,
): Promise<StepAnswer> {
  const { contact, participant } = state;
  if (!contact) return 'continue';
  const m: InboundMessage = event.payload;
  const companyId = event.companyId;
  const media = await keepInboundMedia(deps, companyId, m);
  // shares its commit with other conversations' messages under load; may run twice, so it writes only in trx
  const stored = await deps.db.grouped(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    // a message already stored in a ticket closed since (a rating answer replayed after a crash: delivery to the
    // steps is at least once) must not open a new ticket; asked only when there is no open one, so rarely
    const notSeen = async () =>
      !(await table('messages').where({ wid: m.waMessageId, whatsappId: event.connectionId }).first('id'));
    const { ticket, created } = await findOrCreateTicket(
      table,
      companyId,
      { contactId: contact.id, whatsappId: event.connectionId, isGroup: m.isGroup },
      {},
      notSeen,
    );
    if (!ticket) return undefined;
    const quoted = m.quotedWaMessageId
      ? await table('messages').where({ ticketId: ticket.id, wid: m.quotedWaMessageId }).first('id')
      : undefined;
    const row = {
      ticketId: ticket.id,
      contactId: m.isGroup && participant ? participant.id : contact.id,
      whatsappId: event.connectionId,
      wid: m.waMessageId,
      body: m.body,
      fromMe: m.fromMe,
      read: m.fromMe,
      ack: m.fromMe ? 1 : 0,
      mediaType: m.type === 'text' ? textMediaType : m.type,
      mediaId: media?.id ?? null,
      mediaName: media?.name ?? null,
      quotedMsgId: quoted ? Number(quoted.id) : null,
      participant: m.isGroup ? (m.participant?.id ?? null) : null,
      isDeleted: false,
      isEdited: false,
      userId: null,
      createdAt: m.sentAt,
      updatedAt: m.sentAt,
    };
    const id = await insertMessages.load(table, row);
    if (id === undefined) {
      const existing = await table('messages').where({ ticketId: ticket.id, wid: m.waMessageId }).first('id');
      return { ticket, messageId: Number(existing.id), created, replay: true, row: undefined };
    }
    const preview = messagePreview(m.body, media?.name);
    const changes = {
      lastMessage: preview,
      updatedAt: asStored(trx, new Date()),
      ...(m.fromMe ? {} : { lastContactMessage: preview }),
    };
    // with the other messages of this commit: one UPDATE for all their tickets
    await writeTicketTurns.load(table, { id: ticket.id, ...changes });
    // the ticket as it now stands, from the row this transaction read and the change it made: not read back
    Object.assign(ticket, changes, m.fromMe ? {} : { unreadMessages: Number(ticket.unreadMessages) + 1 });
    if (created) {
      await table('ticketTraking').insert({
        companyId,
        ticketId: ticket.id,
        whatsappId: event.connectionId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      // the contact wrote first (fromMe: typed on the phone, no one we know)
      tellAfterCommit(deps, trx, { companyId, ticketId: ticket.id, type: 'created', userId: null });
    }
    return {
      ticket,
      messageId: Number(id),
      created,
      replay: false,
      row: { ...row, companyId, id: Number(id) },
    };
  });
  if (!stored) return 'handled';
  const known = participant ? [contact, participant] : [contact];
  const [ticket] = await ticketsOf(deps.enrichers, companyId, [stored.ticket], undefined, {
    contacts: known,
  });
  if (!ticket) return 'handled';
  const message = stored.row
    ? await messageOf(companyId, stored.row, known)
    : await tenant(companyId)(Message).withGraphFetched('[contact, quotedMsg]').findById(stored.messageId);
  // a replay whose message is gone since (deleted with its ticket) has nothing left to answer
  if (!message) return 'handled';
  state.turn = {
    contact,
    ...(participant ? { participant } : {}),
    ticket,
    message,
    ticketCreated: stored.created,
    replayed: stored.replay,
  };
  if (!stored.replay)
    await deps.hooks.notify('message.stored', { companyId, ticket, message, ticketCreated: stored.created });
  return m.fromMe || m.isGroup ? 'handled' : 'continue';
}

/** the stored message as the wire shows it, from the row just written: only a quoted message is read back */
async function messageOf(
  companyId: number,
  row: Record<string, unknown> & { contactId: number; quotedMsgId: number | null },
  known: Array<{ id: number }>,
): Promise<Message> {
  const message = Message.fromJson(row, { skipValidation: true });
  message.contact = (known.find((c) => c.id === row.contactId) as Message['contact']) ?? null;
  message.quotedMsg = row.quotedMsgId
    ? ((await tenant(companyId)(Message).findById(row.quotedMsgId)) ?? null)
    : null;
  return message;
}
