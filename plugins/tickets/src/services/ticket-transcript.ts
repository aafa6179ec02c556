import { tenant, type TenantDb } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';

/** One message of a ticket as an export reads it. */
export interface TranscriptLine {
  id: number;
  fromMe: boolean;
  body: string;
  mediaType: string | null;
  mediaName: string | null;
  /** the contact's name, or "me" (the attendant side) for fromMe */
  from: string;
  isDeleted: boolean;
  createdAt: Date;
}

/** Every message of the ticket, oldest first, with who wrote it (the timeline's export). */
export async function ticketTranscript(
  db: TenantDb,
  companyId: number,
  ticketId: number,
): Promise<TranscriptLine[]> {
  const rows: Array<Record<string, unknown>> = await db
    .tenant(companyId)('messages')
    .where({ ticketId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('id', 'fromMe', 'body', 'mediaType', 'mediaName', 'isDeleted', 'createdAt', 'contactId');
  const contactIds = [...new Set(rows.filter((m) => m.contactId != null).map((m) => Number(m.contactId)))];
  const contacts = contactIds.length ? await tenant(companyId)(Contact).whereIn('id', contactIds) : [];
  const nameOf = new Map(contacts.map((c) => [Number(c.id), c.name]));
  return rows.map((m) => ({
    id: Number(m.id),
    fromMe: Boolean(m.fromMe),
    body: String(m.body ?? ''),
    mediaType: m.mediaType == null ? null : String(m.mediaType),
    mediaName: m.mediaName == null ? null : String(m.mediaName),
    from: m.fromMe ? 'me' : String((m.contactId == null ? undefined : nameOf.get(Number(m.contactId))) ?? ''),
    isDeleted: Boolean(m.isDeleted),
    createdAt: new Date(m.createdAt as string),
  }));
}
