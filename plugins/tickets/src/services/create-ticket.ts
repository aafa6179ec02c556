import { randomUUID } from 'node:crypto';
import { AppError, tenant } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';
import type { Ticket } from '../ticket-model.js';
import type { CreateTicketInput } from '../ticket-schemas.js';
import { companyRow } from './company-ids.js';
import { loadTicket } from './load-tickets.js';
import { otherOpenTicket } from './other-open-ticket.js';
import type { TicketDeps } from './ticket-deps.js';
import { track } from './ticket-tracking.js';
import { tellNow } from './tell-ticket-event.js';
import type { TicketViewer } from './ticket-viewer.js';

const isUniqueViolation = (err: unknown) => /unique|duplicate/i.test(String((err as Error)?.message));

/**
 * POST /tickets (spec §4 "New ticket posts with status open"): a ticket for a contact of the company, on the given
 * connection, else the caller's, else the company's default (ERR_NO_DEF_WAPP_FOUND). A contact with a ticket not
 * closed on that connection gets 409 ERR_OTHER_OPEN_TICKET naming it; the unique open-slot index settles races.
 */
export async function createTicket(
  deps: TicketDeps,
  viewer: TicketViewer,
  input: CreateTicketInput,
): Promise<Ticket> {
  const companyId = viewer.companyId;
  const table = deps.db.tenant(companyId);
  const contact = await tenant(companyId)(Contact).findById(input.contactId);
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 404);
  if (input.queueId) await companyRow(table, 'queues', input.queueId);
  const userId = input.userId === undefined ? viewer.id : input.userId;
  if (userId) await companyRow(table, 'users', userId);
  const whatsappId = await connectionFor(deps, viewer, input.whatsappId);
  const status = input.status ?? 'open';
  const open = await table('tickets').where({ contactId: contact.id, whatsappId, openSlot: 1 }).first('id');
  if (open) throw await otherOpenTicket(deps, companyId, Number(open.id));

  let id: number;
  try {
    id = await deps.db.transaction(async (trx) => {
      const now = new Date();
      const [inserted] = await deps.db
        .tenant(
          companyId,
          trx,
        )('tickets')
        .insert({
          companyId,
          uuid: randomUUID(),
          contactId: contact.id,
          whatsappId,
          userId: userId ?? null,
          queueId: input.queueId ?? null,
          status,
          openSlot: status === 'closed' ? null : 1,
          isGroup: Boolean(contact.isGroup),
          unreadMessages: 0,
          lastMessage: '',
          createdAt: now,
          updatedAt: now,
        });
      const ticketId = Number(inserted);
      await track(
        deps,
        trx,
        companyId,
        { id: ticketId, whatsappId },
        {
          userId: userId ?? null,
          queueId: input.queueId ?? null,
          ...(input.queueId ? { queuedAt: now } : {}),
          ...(status === 'open' ? { startedAt: now } : {}),
          ...(status === 'closed' ? { finishedAt: now } : {}),
        },
      );
      return ticketId;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (!isUniqueViolation(err)) throw new AppError('ERR_CREATING_TICKET', 400);
    // a message or another agent opened one for this contact meanwhile
    const racer = await table('tickets')
      .where({ contactId: contact.id, whatsappId, openSlot: 1 })
      .first('id');
    if (racer) throw await otherOpenTicket(deps, companyId, Number(racer.id));
    throw new AppError('ERR_CREATING_TICKET', 400);
  }
  const ticket = await loadTicket(deps.enrichers, companyId, id);
  await deps.events.ticketUpdated(ticket);
  await tellNow(deps, {
    companyId,
    ticketId: id,
    type: 'created',
    userId: viewer.id,
    data: { status, queueId: input.queueId ?? null, toUserId: userId ?? null },
  });
  return ticket;
}

/** the given connection (of the company), the caller's own, or the company's default */
async function connectionFor(
  deps: TicketDeps,
  viewer: TicketViewer,
  given: number | null | undefined,
): Promise<number> {
  const table = deps.db.tenant(viewer.companyId);
  if (given) return Number((await companyRow(table, 'whatsapps', given)).id);
  if (viewer.whatsappId) {
    const own = await table('whatsapps').where({ id: viewer.whatsappId }).first('id');
    if (own) return Number(own.id);
  }
  const fallback = await table('whatsapps').where({ isDefault: true }).orderBy('id').first('id');
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 404);
  return Number(fallback.id);
}
