import type { ContactServices, MergeStepContext } from '@balcao/plugin-contacts';
import type { TicketDeps } from '../services/ticket-deps.js';

/** A ticket row as the merge reads it. */
interface TicketRow {
  id: number;
  contactId: number;
  whatsappId: number | null;
  userId: number | null;
  unreadMessages: number;
  lastMessage: string | null;
  lastContactMessage: string | null;
  updatedAt: Date | string;
  openSlot: number | null;
}

/** What happened to the two contacts' tickets: each now belongs to the kept contact. */
interface MergedTicket {
  ticketId: number;
  /** the duplicate open ticket whose messages moved into this one (and which is gone) */
  mergedTicketId?: number;
}

/** The tickets' part of a contact merge, a step of the contacts plugin's merge (`onMerge`). */
export function listenToContactMerges(contacts: Pick<ContactServices, 'onMerge'>, deps: TicketDeps): void {
  contacts.onMerge('tickets', (merge) => mergeContactTickets(deps, merge));
}

/**
 * Moves the merged contact's tickets, messages and notes to the kept contact. Two open tickets on one connection
 * (the unique open slot allows one) become one: the attended one, else the older, keeps everything of the other,
 * which is deleted. Each ticket left hears `ticket.event` 'contact-merged' once the merge has committed.
 */
export async function mergeContactTickets(deps: TicketDeps, merge: MergeStepContext): Promise<void> {
  const { trx, companyId, keepId, mergeId } = merge;
  const t = deps.db.tenant(companyId, trx);
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
      'lastContactMessage',
      'updatedAt',
      'openSlot',
    );
  const open = tickets.filter((row) => row.openSlot !== null);
  const folded = new Map<number, number>();
  for (const kept of open.filter((o) => o.contactId === keepId)) {
    const twin = open.find((o) => o.contactId === mergeId && o.whatsappId === kept.whatsappId);
    if (!twin) continue;
    const [survivor, loser] = pickSurvivor(kept, twin);
    await foldTicket(deps, merge, survivor, loser);
    folded.set(survivor.id, loser.id);
  }
  await t('tickets').where('contactId', mergeId).update({ contactId: keepId });
  await t('messages').where('contactId', mergeId).update({ contactId: keepId });
  await t('ticketNotes').where('contactId', mergeId).update({ contactId: keepId });
  const gone = new Set(folded.values());
  const merged: MergedTicket[] = tickets
    .filter((row) => !gone.has(row.id))
    .map((row) => {
      const mergedTicketId = folded.get(row.id);
      return { ticketId: row.id, ...(mergedTicketId ? { mergedTicketId } : {}) };
    });
  deps.hooks.afterCommit(trx, () => announceMerge(deps, merge, merged));
}

/** The attended ticket wins (someone is talking there), else the older one. */
function pickSurvivor(a: TicketRow, b: TicketRow): [TicketRow, TicketRow] {
  if (a.userId && !b.userId) return [a, b];
  if (b.userId && !a.userId) return [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

/**
 * Everything of `loser` goes into `survivor`: its messages and notes here, what other plugins keep per ticket in
 * their fold steps (`onFold`); then `loser` is deleted (its tracking rows with it).
 */
async function foldTicket(deps: TicketDeps, merge: MergeStepContext, survivor: TicketRow, loser: TicketRow) {
  const { trx, companyId } = merge;
  const t = deps.db.tenant(companyId, trx);
  // the same WhatsApp message recorded under both ids: the survivor's copy stays (messages are unique per ticket)
  // read first: MySQL refuses a DELETE whose subquery reads the same table
  const survivorWids: string[] = await t('messages').where('ticketId', survivor.id).pluck('wid');
  await t('messages').where('ticketId', loser.id).whereIn('wid', survivorWids).delete();
  await t('messages').where('ticketId', loser.id).update({ ticketId: survivor.id });
  await t('ticketNotes').where('ticketId', loser.id).update({ ticketId: survivor.id });
  await deps.folds.runAll({ trx, companyId, survivorId: survivor.id, loserId: loser.id });
  const loserIsNewer = new Date(loser.updatedAt).getTime() > new Date(survivor.updatedAt).getTime();
  await t('tickets')
    .where('id', survivor.id)
    .update({
      unreadMessages: survivor.unreadMessages + loser.unreadMessages,
      ...(loserIsNewer
        ? {
            lastMessage: loser.lastMessage,
            lastContactMessage: loser.lastContactMessage ?? survivor.lastContactMessage,
            updatedAt: new Date(loser.updatedAt),
          }
        : {}),
    });
  await t('tickets').where('id', loser.id).delete();
}

async function announceMerge(deps: TicketDeps, merge: MergeStepContext, tickets: MergedTicket[]) {
  for (const ticket of tickets)
    await deps.hooks.notify('ticket.event', {
      companyId: merge.companyId,
      ticketId: ticket.ticketId,
      type: 'contact-merged',
      userId: merge.by,
      data: {
        keptContactId: merge.keepId,
        mergedContactId: merge.mergeId,
        reason: merge.reason,
        ...(ticket.mergedTicketId ? { mergedTicketId: ticket.mergedTicketId } : {}),
      },
    });
}
