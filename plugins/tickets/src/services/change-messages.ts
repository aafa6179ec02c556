import { scoped } from '@balcao/core';
import { Message } from '../message-model.js';
import type { TicketAudienceFields } from '../realtime/ticket-audience.js';
import type { TicketDeps } from './ticket-deps.js';

/** Which of a company's messages a change of state (an ack, an edit, a revoke, a failure) applies to. */
export interface MessageChange {
  /** the WhatsApp id: one row per ticket it was stored in */
  wid: string;
  /** only our own (acks and failures of what we sent) */
  fromMe?: true;
  /** the rows that may still change (`['ack', '<', 2]`: an ack only moves upwards) */
  guard?: [column: string, op: '<' | '<=', value: number];
  set: Record<string, unknown>;
}

// fetched, not joined: objection's joined read aliases and parses every column of three tables, and cost more CPU
// than the contacts' own statement does (docs/benchmarks.md, engine run 10)
const withRelations = (companyId: number) =>
  scoped(Message, companyId).withGraphFetched('[contact, quotedMsg]');

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
  const read = withRelations(companyId).where('messages.wid', change.wid);
  if (change.fromMe) read.where('messages.fromMe', true);
  if (change.guard) read.where(`messages.${change.guard[0]}`, change.guard[1], change.guard[2]);
  const messages = await read;
  if (!messages.length) return;
  const ids = messages.map((m) => m.id);
  const updatedAt = new Date();
  const update = deps.db.tenant(companyId)('messages').whereIn('id', ids);
  if (change.guard) update.andWhere(...change.guard);
  const changed = Number(await update.update({ ...change.set, updatedAt }));
  // a concurrent change took every row first (the sender's "sent" and the network's first ack race): it tells them
  if (changed === 0) return;
  if (changed !== ids.length) return await emitMessages(deps, companyId, ids);
  await tellMessages(
    deps,
    companyId,
    messages.map((m) => Object.assign(m, change.set, { updatedAt })),
  );
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
