import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { AppError, isMysql, tenant, tenantStatement } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import type { OutboundMessage, QuoteRef, TemplateRef } from '@balcao/core';
import { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';
import { textMediaType } from '../inbound/store-inbound-message.js';
import { heldTicket } from '../services/held-tickets.js';
import { loadTicket } from '../services/load-tickets.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import { messagePreview } from '../message-preview.js';
import { insertMessages } from '../batches/message-inserts.js';
import { writeTicketTurns } from '../batches/ticket-turn-writes.js';
import { asStored } from '../services/stored-time.js';
import '../message-sent-hook.js';

/** A message a person or a bot sends in a ticket. */
export interface OutgoingMessage {
  body?: string;
  /** its bytes, or an upload's temporary file (moved into the company's media) */
  media?: { name: string; mimeType: string } & ({ data: Buffer } | { path: string });
  /** our id of the message being answered */
  quotedMsgId?: number | null;
  /** the attendant who sent it; null for the bot */
  userId?: number | null;
  /** the same key never sends twice (a retried request, a replayed inbound event) */
  idempotencyKey?: string;
  /**
   * a template the network approved (the Cloud API's) instead of free text: `body` is then its filled text, what
   * the conversation shows; a provider without templates fails it in the outbox
   */
  template?: TemplateRef;
}

/**
 * The ticket to send in, read with its lock: sends into one ticket take turns, otherwise two of them each hold the
 * shared lock their message's foreign key takes on the ticket and deadlock on its lastMessage update (MariaDB;
 * SQLite serialises writers).
 */
async function lockTicket(deps: TicketDeps, companyId: number, ticketId: number, trx: Knex.Transaction) {
  const table = deps.db.tenant(companyId, trx);
  const ticket = await (isMysql(trx) ? ticketForUpdate : ticketRow).run(table, { id: ticketId });
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  const contact = await tenant(companyId, trx)(Contact).findById(ticket.contactId);
  return { ticket, contact };
}

// each send's reads and writes, compiled once
const ticketRow = tenantStatement((t, p: { id: number }) => t('tickets').where({ id: p.id }).first());
const ticketForUpdate = tenantStatement((t, p: { id: number }) =>
  t('tickets').where({ id: p.id }).first().forUpdate(),
);

const mediaKind = (mime: string) =>
  (['image', 'audio', 'video'] as const).find((k) => mime.startsWith(`${k}/`)) ?? 'application';

/**
 * Sends in a ticket: the message row and its outbox row are written in one transaction (the caller's when given),
 * so a dropped socket or a restart loses nothing and a retry under the same idempotency key sends nothing twice.
 * The row carries the WhatsApp id the outbox chose; acks find it by that id. Realtime follows the commit.
 */
export async function sendTicketMessage(
  deps: TicketDeps,
  companyId: number,
  ticketId: number,
  out: OutgoingMessage,
  outerTrx?: Knex.Transaction,
): Promise<Message> {
  const body = out.body ?? '';
  if (!body.trim() && !out.media)
    throw new AppError('ERR_CREATING_MESSAGE', 400, { reason: 'empty message' });
  const run = async (trx: Knex.Transaction): Promise<Sent> => {
    const table = deps.db.tenant(companyId, trx);
    const mysql = isMysql(trx);
    const held = heldTicket(trx, ticketId);
    const { ticket, contact } = held
      ? { ticket: held, contact: held.contact }
      : await lockTicket(deps, companyId, ticketId, trx);
    if (!ticket.whatsappId) throw new AppError('ERR_NO_WAPP_FOUND', 404);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404);
    const quoted = out.quotedMsgId
      ? await table('messages')
          .where({ id: out.quotedMsgId, ticketId })
          .first('id', 'wid', 'fromMe', 'body', 'participant')
      : undefined;
    // the outbox row carries the bytes (the sending process may be another one): read before the file moves
    const bytes = out.media
      ? 'data' in out.media
        ? out.media.data
        : await readFile(out.media.path)
      : undefined;
    const media = out.media ? await deps.media.save(companyId, out.media, { trx }) : undefined;
    const quote: QuoteRef | undefined = quoted
      ? {
          waMessageId: quoted.wid,
          fromMe: Boolean(quoted.fromMe),
          body: quoted.body ?? '',
          ...(quoted.participant ? { participant: quoted.participant } : {}),
        }
      : undefined;
    const base = { to: String(contact.number), ...(quote ? { quoted: quote } : {}) };
    const outbound: OutboundMessage = out.template
      ? { ...base, type: 'template', template: out.template, body }
      : out.media
        ? {
            ...base,
            type: mediaKind(out.media.mimeType),
            media: { mimetype: out.media.mimeType, filename: out.media.name, data: bytes! },
            ...(body ? { caption: body } : {}),
          }
        : { ...base, type: 'text', body };
    const row = await deps.channels.enqueue(companyId, Number(ticket.whatsappId), outbound, {
      trx,
      ...(out.idempotencyKey ? { idempotencyKey: out.idempotencyKey } : {}),
    });
    // an earlier send under the same key: its message row, if it got that far
    if (!row.created) {
      const sameKey = table('messages').where({ ticketId, wid: row.waMessageId }).first('id');
      // a request retried at once under the same key: MariaDB's snapshot would not show the row its twin just
      // committed, a locking read does (SQLite serialises writers, nothing to lock)
      if (mysql) sameKey.forShare();
      const existing = await sameKey;
      if (existing)
        return { id: Number(existing.id), created: false, contact, written: undefined, held: undefined };
    }
    const now = asStored(trx, new Date());
    const written = {
      ticketId,
      contactId: ticket.contactId,
      whatsappId: ticket.whatsappId,
      wid: row.waMessageId,
      body,
      fromMe: true,
      read: true,
      ack: 0,
      mediaType: media ? mediaKind(media.mimeType) : textMediaType,
      mediaId: media?.id ?? null,
      mediaName: media?.name ?? null,
      quotedMsgId: quoted ? Number(quoted.id) : null,
      participant: null,
      isDeleted: false,
      isEdited: false,
      userId: out.userId ?? null,
      createdAt: now,
      updatedAt: now,
    };
    // the bots' sends of one group commit are written together (../batches), as the inbound messages are
    const id = await insertMessages.load(table, written);
    if (id === undefined) throw new AppError('ERR_CREATING_MESSAGE', 400, { reason: 'message stored twice' });
    const changes = { lastMessage: messagePreview(body, media?.name), updatedAt: now };
    await writeTicketTurns.load(table, { id: ticketId, ...changes });
    // a ticket this transaction read back stands as the write left it: served after the commit, not read again
    if (held) Object.assign(held, changes);
    return {
      id: Number(id),
      created: true,
      contact,
      written: { ...written, id: Number(id), companyId },
      held,
    };
  };
  /** the message as the wire shows it: from the row just written, or read when an earlier send wrote it */
  const messageOf = async (id: number, written: SentRow | undefined, trx?: Knex.Transaction) => {
    if (!written) return tenant(companyId, trx)(Message).withGraphFetched('quotedMsg').findById(id);
    const message = fromWritten(written);
    message.quotedMsg = written.quotedMsgId
      ? ((await tenant(companyId, trx)(Message).findById(written.quotedMsgId)) ?? null)
      : null;
    return message;
  };
  const emit = async ({ id, created, contact, written, held }: Sent) => {
    const message = await messageOf(id, written);
    if (!message) throw new AppError('ERR_CREATING_MESSAGE', 400);
    // the contact the send read: neither the message's nor the ticket's is read again
    message.contact = contact;
    if (created) {
      const ticket =
        held ?? (await loadTicket(deps.enrichers, companyId, ticketId, undefined, { contacts: [contact] }));
      await deps.events.messageCreated(ticket, message);
      await deps.hooks.notify('message.sent', { companyId, ticket, message });
    }
    return message;
  };
  if (outerTrx) {
    const sent = await run(outerTrx);
    let message: Message | undefined;
    // a later change in the same transaction (a macro's next action) holds a newer read of the ticket: that one
    const latest = () => ({ ...sent, held: sent.held && (heldTicket(outerTrx, ticketId) ?? sent.held) });
    deps.hooks.afterCommit(outerTrx, async () => void (message = await emit(latest())));
    // inside the caller's transaction: the row as it stands now; realtime goes out after the commit
    if (message) return message;
    return sent.written
      ? fromWritten(sent.written)
      : (await tenant(companyId, outerTrx)(Message).findById(sent.id))!;
  }
  return emit(await deps.db.transaction(run));
}

/** a message row as the send wrote it */
type SentRow = Record<string, unknown> & { id: number; quotedMsgId: number | null };

/** what a send's transaction leaves for the sockets: its message (as written, unless an earlier send wrote it) */
interface Sent {
  id: number;
  created: boolean;
  contact: Contact;
  written: SentRow | undefined;
  /** the ticket a change in the same transaction read back, as the send's write left it */
  held: Ticket | undefined;
}

/** the message as a read of its row would give it, without reading it */
const fromWritten = (written: SentRow) =>
  Message.fromJson({ ...written, sendError: null }, { skipValidation: true });
