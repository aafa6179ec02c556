import { type Channels, type ConnectionReachLimits, tenant, type WithDates } from '@balcao/core';
import { Contact } from '../contact-model.js';
import type { TimelockList, TimelockWire } from '../contracts.js';
import { numberKey } from '../number.js';

/** The contract's TimelockWire as the server holds it: hitAt and until still Dates. */
export type TimelockEntry = WithDates<TimelockWire, 'hitAt' | 'until'>;

// the outbox keeps what the send was addressed to: a number, or a person's JID
const bare = (chatId: string) => chatId.replace(/@s\.whatsapp\.net$/, '');

/**
 * The 463s of the company's connection with the contact each one was for, in one query for all of them, and
 * what WhatsApp itself said of the account's reach (its timelock, its new-chat quota). ERR_NO_WAPP_FOUND (404)
 * for another company's connection.
 */
export async function listTimelocks(
  channels: Channels,
  companyId: number,
  connectionId: number,
): Promise<
  Omit<TimelockList, 'limits' | 'timelocks'> & { limits: ConnectionReachLimits; timelocks: TimelockEntry[] }
> {
  const records = await channels.timelocks(companyId, connectionId);
  const limits = await channels.reachLimits(companyId, connectionId);
  const keyOf = (chatId: string) => numberKey(bare(chatId));
  const keys = [...new Set(records.map((r) => keyOf(r.chatId)))];
  const contacts = keys.length
    ? await tenant(companyId)(Contact).whereIn('numberKey', keys).select('id', 'name', 'number', 'numberKey')
    : [];
  const byKey = new Map(contacts.map((c) => [c.numberKey, c]));
  const timelocks = records.map((r) => {
    const c = byKey.get(keyOf(r.chatId));
    return {
      contact: c ? { id: c.id, name: c.name, number: c.number } : null,
      number: bare(r.chatId),
      count: r.count,
      hitAt: r.lastAt,
      until: r.until,
      untilSource: r.untilSource,
      active: r.active,
    };
  });
  return { active: timelocks.filter((t) => t.active).length, limits, timelocks };
}
