import { tenant } from '@balcao/core';
import { Message } from '../message-model.js';
import { readChanging, updateChanging, type MessageChange } from './message-change-statements.js';
import { asStored } from './stored-time.js';
import type { TicketAudienceFields } from '../realtime/ticket-audience.js';
import type { TicketDeps } from './ticket-deps.js';

export type { MessageChange };

// fetched, not joined: objection's joined read aliases and parses every column of three tables, and cost more CPU
// than the contacts' own statement does (docs/benchmarks.md, engine run 10)
const withRelations = (companyId: number) =>
  tenant(companyId)(Message).withGraphFetched('[contact, quotedMsg]');

/**
 * Applies `change` and tells each changed message's ticket audience `appMessage` update. The messages are read
 * once with their contacts (and quoted messages, when any), before the write, and told as the write left them;
 * when a concurrent change took some of them first (a later ack), they are read again, so nothing older is told
 * last; when it took all of them, that change tells them and this one tells nothing.
 */
export async function changeMessages(
  deps: TicketDeps,
  companyId: number,
  change: MessageChange,
): Promise<void> {
  const { messages, tickets } = await readChanging(deps, companyId, change);
  if (!messages.length) return;
  const ids = messages.map((m) => m.id);
  // told as a read would give it back (MariaDB keeps whole seconds)
  const updatedAt = asStored(deps.knex, new Date());
  const changed = Number(await updateChanging(deps, companyId, ids, change, updatedAt));
  // a concurrent change took every row first (the sender's "sent" and the network's first ack race): it tells them
  if (changed === 0) return;
  if (changed !== ids.length) return await emitMessages(deps, companyId, ids);
  for (const message of messages) {
    Object.assign(message, change.set, { updatedAt });
    await deps.events.messageUpdated(tickets.get(Number(message.ticketId))!, message);
  }
}

/** appMessage update for each message as it stands, to its ticket's audience */
export async function emitMessages(deps: TicketDeps, companyId: number, ids: number[]): Promise<void> {
  await tellMessages(deps, companyId, await withRelations(companyId).whereIn('messages.id', ids));
}

async function tellMessages(deps: TicketDeps, companyId: number, messages: Message[]): Promise<void> {
  const ticketIds = [...new Set(messages.map((m) => m.ticketId))];
  if (!ticketIds.length) return;
  const tickets: TicketAudienceFields[] = await deps.db
    .tenant(companyId)('tickets')
    .whereIn('id', ticketIds)
    .select('id', 'companyId', 'queueId', 'userId', 'status');
  const byId = new Map(tickets.map((t) => [Number(t.id), t]));
  for (const message of messages) {
    const ticket = byId.get(Number(message.ticketId));
    if (ticket) await deps.events.messageUpdated(ticket, message);
  }
}
