import type { TenantDb } from '@balcao/core';
import type { TicketFoldContext, TicketServices } from '@balcao/plugin-tickets';

/** The schedules' part of folding two tickets into one (a contact merge): they follow the surviving ticket. */
export function listenToTicketFolds(tickets: Pick<TicketServices, 'onFold'>, db: TenantDb): void {
  tickets.onFold('schedules', (fold) => moveSchedules(db, fold));
}

async function moveSchedules(db: TenantDb, { trx, companyId, survivorId, loserId }: TicketFoldContext) {
  await db.tenant(companyId, trx)('schedules').where('ticketId', loserId).update({ ticketId: survivorId });
}
