import { scoped, type Channels, type ConnectionReachLimits } from '@balcao/core';
import { Contact } from '../contact-model.js';
import { numberKey } from '../number.js';

/** One contact WhatsApp refused with 463 on a connection, as the connections screen lists it. */
export interface TimelockEntry {
  contact: { id: number; name: string; number: string } | null;
  /** where the send went (the contact's number), kept when no contact has it any more */
  number: string;
  count: number;
  hitAt: Date;
  /** the end WhatsApp stated for the account's timelock ('whatsapp'), or an estimate when it stated none */
  until: Date;
  untilSource: 'whatsapp' | 'estimate';
  active: boolean;
}

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
): Promise<{ active: number; limits: ConnectionReachLimits; timelocks: TimelockEntry[] }> {
  const records = await channels.timelocks(companyId, connectionId);
  const limits = await channels.reachLimits(companyId, connectionId);
  const keyOf = (chatId: string) => numberKey(bare(chatId));
  const keys = [...new Set(records.map((r) => keyOf(r.chatId)))];
  const contacts = keys.length
    ? await scoped(Contact, companyId).whereIn('numberKey', keys).select('id', 'name', 'number', 'numberKey')
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
