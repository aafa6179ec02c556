import type { TenantDb } from '@balcao/core';
import type { TicketFoldContext, TicketServices } from '@balcao/plugin-tickets';

/** The tags' part of folding two tickets into one (a contact merge): the survivor keeps both tickets' tags. */
export function listenToTicketFolds(tickets: Pick<TicketServices, 'onFold'>, db: TenantDb): void {
  tickets.onFold('tags', (fold) => foldTicketTags(db, fold));
}

/** The loser's tags the survivor lacks move to it; the ones both have go with the loser. */
export async function foldTicketTags(
  db: TenantDb,
  { trx, companyId, survivorId, loserId }: TicketFoldContext,
) {
  const t = db.tenant(companyId, trx);
  const survivorTags = (await t('ticketTags').where('ticketId', survivorId).select('tagId')).map(
    (row: { tagId: number }) => row.tagId,
  );
  await t('ticketTags').where('ticketId', loserId).whereIn('tagId', survivorTags).delete();
  await t('ticketTags').where('ticketId', loserId).update({ ticketId: survivorId });
}
