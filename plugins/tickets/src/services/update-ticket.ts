import type { Knex } from 'knex';
import type { Ticket, TicketStatus } from '../ticket-model.js';
import type { UpdateTicketInput } from '../ticket-schemas.js';
import { sendTicketMessage } from '../outbound/send-ticket-message.js';
import { acceptGreeting, transferText } from './automatic-texts.js';
import { changeTicket } from './change-ticket.js';
import { closeTicket } from './close-ticket.js';
import { companyRow } from './company-ids.js';
import { loadTicket } from './load-tickets.js';
import { ensurePluginRow } from './plugin-ids.js';
import { tellAfterCommit, tellNow } from './tell-ticket-event.js';
import { requestRating } from './request-rating.js';
import type { TicketDeps } from './ticket-deps.js';
import { track, type TrackingChanges } from './ticket-tracking.js';
import { ensureCanSee, type ActingViewer } from './ticket-viewer.js';

/**
 * PUT /tickets/:id, the transitions of spec §4: accept (pending -> open, the caller unless a user is given),
 * return (open -> pending, no user), resolve (-> closed, or the rating question first), reopen (closed -> open,
 * the caller), transfer (a queue with a user: theirs and open; without: pending, no user; another connection).
 * Every id in the body is checked against the caller's company first.
 */
export async function updateTicket(
  deps: TicketDeps,
  viewer: ActingViewer,
  ticketId: number,
  input: UpdateTicketInput,
  opts: UpdateOptions = {},
): Promise<Ticket> {
  const companyId = viewer.companyId;
  const outer = opts.trx;
  const before = await loadTicket(deps.enrichers, companyId, ticketId, outer);
  ensureCanSee(viewer, before);
  await checkIds(deps, companyId, input, outer);

  if (input.status === 'closed' && before.status !== 'closed') {
    // the rating question is a conversation of its own: inside a larger change the ticket is simply closed
    if (outer) return closeTicket(deps, companyId, ticketId, { userId: input.userId, by: viewer.id }, outer);
    return resolve(deps, before, input, viewer.id);
  }

  const next = nextState(viewer, before, input);
  const changes: Record<string, unknown> = {
    status: next.status,
    userId: next.userId,
    queueId: next.queueId,
    whatsappId: next.whatsappId,
  };
  if (input.useIntegration !== undefined) changes.useIntegration = input.useIntegration;
  if (input.promptId !== undefined) changes.promptId = input.promptId;
  if (input.integrationId !== undefined) changes.integrationId = input.integrationId;
  const reopened = before.status === 'closed' && next.status !== 'closed';
  if (reopened || next.whatsappId !== before.whatsappId)
    Object.assign(changes, { chatbot: false, queueOptionId: null });
  // an attendant acting on a ticket that waits for its rating takes it back into the lists
  if (before.awaitingRating) changes.awaitingRating = false;
  const opened = next.status === 'open' && before.status !== 'open';
  if (opened) changes.unreadMessages = 0;

  // read before the transaction: SQLite's single connection is held by it
  const settings = opts.settings ?? (await automaticSettings(deps, companyId));
  const write = async (trx: Knex.Transaction) => {
    await changeTicket(deps, companyId, ticketId, changes, trx);
    if (opened)
      await deps.db
        .tenant(
          companyId,
          trx,
        )('messages')
        .where({ ticketId, read: false })
        .update({ read: true });
    await track(deps, trx, companyId, { id: ticketId, whatsappId: next.whatsappId }, tracking(before, next));
    await automaticMessages(deps, trx, viewer, before, next, settings);
    // the system's change says which (`by`: a rule's name), as a user's says who (`userId`)
    const by = viewer.id == null && viewer.label ? { by: viewer.label } : undefined;
    for (const e of timelineEvents(viewer, before, next))
      tellAfterCommit(deps, trx, {
        companyId,
        ticketId,
        userId: viewer.id,
        ...e,
        data: by ? { ...e.data, ...by } : e.data,
      });
  };
  if (outer) await write(outer);
  else await deps.db.transaction(write);
  const ticket = await loadTicket(deps.enrichers, companyId, ticketId, outer);
  if (opened && outer) deps.hooks.afterCommit(outer, () => deps.events.unreadReset(ticket));
  else if (opened) await deps.events.unreadReset(ticket);
  return ticket;
}

/** the two settings a change reads for its automatic messages (greeting on accept, transfer notice) */
export interface AutomaticSettings {
  greeting: boolean;
  transfer: boolean;
}

/** a change made inside a larger one (a macro): its transaction, and the settings read before it began */
export interface UpdateOptions {
  trx?: Knex.Transaction;
  settings?: AutomaticSettings;
}

/** read outside any transaction: the settings store does not take one, and SQLite has a single connection */
export async function automaticSettings(
  deps: Pick<TicketDeps, 'settings'>,
  companyId: number,
): Promise<AutomaticSettings> {
  return {
    greeting: (await deps.settings.get(companyId, 'sendGreetingAccepted')) === 'enabled',
    transfer: (await deps.settings.get(companyId, 'sendMsgTransfTicket')) === 'enabled',
  };
}

interface NextState {
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
  whatsappId: number | null;
}

/** what the ticket becomes, read the way Whaticket's client means its bodies */
function nextState(viewer: ActingViewer, before: Ticket, input: UpdateTicketInput): NextState {
  const queueId = input.queueId !== undefined ? input.queueId : before.queueId;
  const whatsappId = input.whatsappId ?? before.whatsappId;
  let status: TicketStatus = input.status ?? before.status;
  let userId = input.userId !== undefined ? input.userId : before.userId;
  if (input.status === undefined) {
    // a transfer: to a user is theirs and open; to a queue alone (or to nobody) waits as pending
    const queueChanged = input.queueId !== undefined && input.queueId !== before.queueId;
    if (input.userId) status = 'open';
    else if (input.userId === null || (queueChanged && input.userId === undefined)) status = 'pending';
  }
  if (status === 'open' && before.status !== 'open' && !input.userId) userId = viewer.id;
  if (status === 'pending' && !input.userId) userId = null;
  return { status, userId, queueId, whatsappId };
}

/** what this change was, for the ticket's timeline: reopened or accepted, then a transfer or a return */
function timelineEvents(viewer: ActingViewer, before: Ticket, next: NextState) {
  const out: Array<{ type: string; data?: Record<string, unknown> }> = [];
  const reopened = before.status === 'closed' && next.status !== 'closed';
  const accepted =
    before.status === 'pending' && next.status === 'open' && viewer.id != null && next.userId === viewer.id;
  if (reopened) out.push({ type: 'reopened' });
  else if (accepted) out.push({ type: 'accepted' });
  const queueMoved = next.queueId !== before.queueId;
  const userMoved = next.userId !== before.userId && next.userId != null && !accepted && !reopened;
  if (queueMoved || userMoved)
    out.push({
      type: 'transferred',
      data: {
        fromQueueId: before.queueId ?? null,
        toQueueId: next.queueId,
        fromUserId: before.userId ?? null,
        toUserId: next.userId,
      },
    });
  else if (before.status === 'open' && next.status === 'pending') out.push({ type: 'returned' });
  return out;
}

/** the stamps of this change on the ticket life's tracking row */
function tracking(before: Ticket, next: NextState): TrackingChanges {
  const now = new Date();
  const out: TrackingChanges = { whatsappId: next.whatsappId, queueId: next.queueId, userId: next.userId };
  if (next.queueId != null && next.queueId !== before.queueId) out.queuedAt = now;
  if (next.status === 'open' && (before.status !== 'open' || next.userId !== before.userId))
    out.startedAt = now;
  if (next.status === 'pending' && before.status === 'open')
    Object.assign(out, { startedAt: null, queuedAt: now });
  return out;
}

/** resolve: the rating question when ratings are on and the connection has one, else the farewell and close */
async function resolve(
  deps: TicketDeps,
  before: Ticket,
  input: UpdateTicketInput,
  viewerId: number | null,
): Promise<Ticket> {
  const companyId = before.companyId;
  const userId = input.userId !== undefined ? input.userId : undefined;
  // the question goes to a contact who was attended (open), as Whaticket skips it when rejecting a pending one
  if (before.status === 'open' && !before.isGroup && !before.awaitingRating && before.whatsappId) {
    const ratings = (await deps.settings.get(companyId, 'userRating')) === 'enabled';
    const connection = await deps.db
      .tenant(companyId)('whatsapps')
      .where({ id: before.whatsappId })
      .first('ratingMessage');
    const question = String(connection?.ratingMessage ?? '').trim();
    if (ratings && question) {
      const asked = await requestRating(deps, companyId, before.id, question, { userId });
      await tellNow(deps, { companyId, ticketId: before.id, type: 'rating-requested', userId: viewerId });
      return asked;
    }
  }
  return closeTicket(deps, companyId, before.id, { userId, by: viewerId });
}

/** the greeting on accept and the transfer message, when their settings are 'enabled' (never to groups) */
async function automaticMessages(
  deps: TicketDeps,
  trx: Knex.Transaction,
  viewer: ActingViewer,
  before: Ticket,
  next: NextState,
  settings: { greeting: boolean; transfer: boolean },
): Promise<void> {
  if (before.isGroup) return;
  const companyId = viewer.companyId;
  const table = deps.db.tenant(companyId, trx);
  const nameOf = async (kind: 'users' | 'queues', id: number) =>
    String((await table(kind).where({ id }).first('name'))?.name ?? '');
  const send = (body: string) =>
    sendTicketMessage(deps, companyId, before.id, { body, userId: viewer.id }, trx);

  if (before.status === 'pending' && next.status === 'open') {
    if (settings.greeting && next.userId)
      await send(acceptGreeting(before.contact?.name ?? '', await nameOf('users', next.userId)));
    return;
  }
  if (!settings.transfer) return;
  const queueMoved = next.queueId != null && before.queueId != null && next.queueId !== before.queueId;
  const userMoved = next.userId != null && before.userId != null && next.userId !== before.userId;
  if (queueMoved && userMoved)
    await send(
      transferText.toQueueAndUser(await nameOf('queues', next.queueId!), await nameOf('users', next.userId!)),
    );
  else if (queueMoved && (next.userId === before.userId || next.userId == null))
    await send(transferText.toQueue(await nameOf('queues', next.queueId!)));
  else if (userMoved && next.queueId === before.queueId)
    await send(transferText.toUser(await nameOf('users', next.userId!)));
  else if (next.queueId != null && before.queueId == null && next.userId == null && before.userId != null)
    await send(transferText.toQueue(await nameOf('queues', next.queueId)));
}

async function checkIds(
  deps: TicketDeps,
  companyId: number,
  input: UpdateTicketInput,
  trx?: Knex.Transaction,
): Promise<void> {
  const table = deps.db.tenant(companyId, trx);
  if (input.userId) await companyRow(table, 'users', input.userId);
  if (input.queueId) await companyRow(table, 'queues', input.queueId);
  if (input.whatsappId) await companyRow(table, 'whatsapps', input.whatsappId);
  if (input.promptId) await ensurePluginRow(deps, companyId, 'promptId', input.promptId, trx);
  if (input.integrationId) await ensurePluginRow(deps, companyId, 'integrationId', input.integrationId, trx);
}
