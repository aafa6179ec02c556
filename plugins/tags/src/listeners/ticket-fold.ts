import type { TenantDb } from '@balcao/core';
import type { TicketFoldContext, TicketServices } from '@balcao/plugin-tickets';
import { forgetTicketTags, type TagsCache } from '../services/ticket-tags-enricher.js';

/** The tags' part of folding two tickets into one (a contact merge): the survivor keeps both tickets' tags. */
export function listenToTicketFolds(
  tickets: Pick<TicketServices, 'onFold'>,
  db: TenantDb,
  cache: TagsCache,
): void {
  tickets.onFold('tags', async (fold) => {
    await foldTicketTags(db, fold);
    forgetTicketTags(cache, fold.companyId, fold.trx);
  });
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
