import type { TenantDb } from '@balcao/core';
import type { Trx } from './merge-steps.js';

/** A ticket row as the merge reads it. */
interface TicketRow {
  id: number;
  contactId: number;
  whatsappId: number | null;
  userId: number | null;
  unreadMessages: number;
  lastMessage: string | null;
  updatedAt: Date | string;
  openSlot: number | null;
}

/** What happened to the two contacts' tickets: each now belongs to the kept contact. */
export interface MergedTicket {
  ticketId: number;
  /** the duplicate open ticket whose messages moved into this one (and which is gone) */
  mergedTicketId?: number;
}

/**
 * Moves the merged contact's tickets, messages, notes and schedules to the kept contact. Two open tickets on one
 * connection (the unique open slot allows one) become one: the attended one, else the older, keeps everything of
 * the other, which is deleted. Tables of plugins that are not installed are skipped.
 */
export async function mergeContactTickets(
  db: TenantDb,
  trx: Trx,
  companyId: number,
  keepId: number,
  mergeId: number,
): Promise<MergedTicket[]> {
  if (!(await trx.schema.hasTable('tickets'))) return [];
  const t = db.tenant(companyId, trx);
  const tickets: TicketRow[] = await t('tickets')
    .whereIn('contactId', [keepId, mergeId])
    .orderBy('id')
    .select(
      'id',
      'contactId',
      'whatsappId',
      'userId',
      'unreadMessages',
      'lastMessage',
      'updatedAt',
      'openSlot',
    );
  const open = tickets.filter((row) => row.openSlot !== null);
  const folded = new Map<number, number>();
  for (const kept of open.filter((o) => o.contactId === keepId)) {
    const twin = open.find((o) => o.contactId === mergeId && o.whatsappId === kept.whatsappId);
    if (!twin) continue;
    const [survivor, loser] = pickSurvivor(kept, twin);
    await foldTicket(db, trx, companyId, survivor, loser);
    folded.set(survivor.id, loser.id);
  }
  await t('tickets').where('contactId', mergeId).update({ contactId: keepId });
  await t('messages').where('contactId', mergeId).update({ contactId: keepId });
  await t('ticketNotes').where('contactId', mergeId).update({ contactId: keepId });
  if (await trx.schema.hasTable('schedules'))
    await t('schedules').where('contactId', mergeId).update({ contactId: keepId });
  if (await trx.schema.hasTable('campaign_shipping'))
    await t('campaignShipping').where('contactId', mergeId).update({ contactId: keepId });
  const gone = new Set(folded.values());
  return tickets
    .filter((row) => !gone.has(row.id))
    .map((row) => {
      const mergedTicketId = folded.get(row.id);
      return { ticketId: row.id, ...(mergedTicketId ? { mergedTicketId } : {}) };
    });
}

/** The attended ticket wins (someone is talking there), else the older one. */
function pickSurvivor(a: TicketRow, b: TicketRow): [TicketRow, TicketRow] {
  if (a.userId && !b.userId) return [a, b];
  if (b.userId && !a.userId) return [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

/** Everything of `loser` goes into `survivor`; then `loser` is deleted (its tracking rows with it). */
async function foldTicket(db: TenantDb, trx: Trx, companyId: number, survivor: TicketRow, loser: TicketRow) {
  const t = db.tenant(companyId, trx);
  // the same WhatsApp message recorded under both ids: the survivor's copy stays (messages are unique per ticket)
  // read first: MySQL refuses a DELETE whose subquery reads the same table
  const survivorWids: string[] = await t('messages').where('ticketId', survivor.id).pluck('wid');
  await t('messages').where('ticketId', loser.id).whereIn('wid', survivorWids).delete();
  await t('messages').where('ticketId', loser.id).update({ ticketId: survivor.id });
  await t('ticketNotes').where('ticketId', loser.id).update({ ticketId: survivor.id });
  if (await trx.schema.hasTable('ticket_tags')) {
    const survivorTags = (await t('ticketTags').where('ticketId', survivor.id).select('tagId')).map(
      (row: { tagId: number }) => row.tagId,
    );
    await t('ticketTags').where('ticketId', loser.id).whereIn('tagId', survivorTags).delete();
    await t('ticketTags').where('ticketId', loser.id).update({ ticketId: survivor.id });
  }
  if (await trx.schema.hasTable('schedules'))
    await t('schedules').where('ticketId', loser.id).update({ ticketId: survivor.id });
  const loserIsNewer = new Date(loser.updatedAt).getTime() > new Date(survivor.updatedAt).getTime();
  await t('tickets')
    .where('id', survivor.id)
    .update({
      unreadMessages: survivor.unreadMessages + loser.unreadMessages,
      ...(loserIsNewer ? { lastMessage: loser.lastMessage, updatedAt: new Date(loser.updatedAt) } : {}),
    });
  await t('tickets').where('id', loser.id).delete();
}
