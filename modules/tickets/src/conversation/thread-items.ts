import type { TimelineEvent } from '../timeline/api';
import type { Message } from '../types';

/** what the team did, shown between the messages; the rest (bot steps, tags, ratings) stays in the history panel */
const TEAM_EVENTS = new Set([
  'accepted',
  'transferred',
  'returned',
  'note-added',
  'closed',
  'reopened',
  'auto-assigned',
  'auto-closed',
  'macro-applied',
  'automation-ran',
]);

export type ThreadItem =
  /** `newTicket`: the message starts a later ticket of the contact than the message before it */
  | { kind: 'message'; at: number; message: Message; newTicket: boolean }
  | { kind: 'event'; at: number; event: TimelineEvent };

/**
 * The messages in their order with the team's events placed among them by time (an event after a message of the
 * same instant). While older pages are still to load (`complete` false), events older than the first loaded
 * message wait for them, so that they never gather above a gap.
 */
export function threadItems(
  messages: Message[],
  events: TimelineEvent[] | null,
  complete: boolean,
): ThreadItem[] {
  const first = messages[0];
  const from = complete || !first ? -Infinity : Date.parse(first.createdAt);
  const pending = (events ?? [])
    .filter((e) => TEAM_EVENTS.has(e.type) && Date.parse(e.createdAt) >= from)
    .map((event) => ({ kind: 'event' as const, at: Date.parse(event.createdAt), event }))
    .sort((a, b) => a.at - b.at);
  const items: ThreadItem[] = [];
  let next = 0;
  messages.forEach((message, i) => {
    const at = Date.parse(message.createdAt);
    while (next < pending.length && pending[next]!.at < at) items.push(pending[next++]!);
    const before = messages[i - 1];
    const newTicket = before !== undefined && Number(before.ticketId) !== Number(message.ticketId);
    items.push({ kind: 'message', at, message, newTicket });
  });
  return items.concat(pending.slice(next));
}
