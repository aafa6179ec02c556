import type { Contact } from '@balcao/plugin-contacts';
import type { Message, Ticket } from '@balcao/plugin-tickets';

/**
 * What a receiver gets about each thing, picked field by field: the wire's own objects carry relations and
 * internal columns a receiver has no use for, and a field added to them must not leak out unannounced.
 * docs/event-webhooks.md shows every shape.
 */
const iso = (d: Date | string | undefined | null) => (d ? new Date(d).toISOString() : null);

export const ticketData = (t: Ticket) => ({
  id: t.id,
  uuid: t.uuid,
  status: t.status,
  contactId: t.contactId,
  queueId: t.queueId ?? null,
  userId: t.userId ?? null,
  whatsappId: t.whatsappId ?? null,
  isGroup: Boolean(t.isGroup),
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
});

export const contactData = (c: Contact) => ({
  id: c.id,
  name: c.name,
  number: c.number,
  email: c.email ?? '',
  isGroup: Boolean(c.isGroup),
  createdAt: iso(c.createdAt),
});

export const messageData = (m: Message) => ({
  id: m.id,
  ticketId: m.ticketId,
  body: m.body ?? '',
  fromMe: Boolean(m.fromMe),
  mediaType: m.mediaType,
  /** the attendant who sent it; null for the contact or a bot */
  userId: m.userId ?? null,
  quotedMsgId: m.quotedMsgId ?? null,
  createdAt: iso(m.createdAt),
});
