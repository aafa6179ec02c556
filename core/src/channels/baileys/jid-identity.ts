import {
  isHostedLidUser,
  isHostedPnUser,
  isJidGroup,
  isLidUser,
  isPnUser,
  jidDecode,
} from '@whiskeysockets/baileys';
import type { ContactIdentity } from '../../domain/messages/message-types.js';

/** looks up the phone number behind a LID user id, from mappings Baileys told us about */
export type LidToPn = (lidUser: string) => string | undefined;

const isLid = (jid?: string | null) => !!jid && (!!isLidUser(jid) || !!isHostedLidUser(jid));
const isPn = (jid?: string | null) => !!jid && (!!isPnUser(jid) || !!isHostedPnUser(jid));
const userOf = (jid: string) => jidDecode(jid)?.user;

/**
 * WhatsApp may name one person by phone-number jid, by LID, or both (primary + alt). Whatever it
 * sends, the product gets one identity: the number when any of the jids carries it, else the LID.
 */
export function identityFromJids(
  jids: (string | null | undefined)[],
  name?: string | null,
  lidToPn?: LidToPn,
): ContactIdentity {
  let number: string | undefined;
  let lid: string | undefined;
  for (const jid of jids) {
    if (!jid) continue;
    if (!number && isPn(jid)) number = userOf(jid);
    else if (!lid && isLid(jid)) lid = userOf(jid);
  }
  if (!number && lid && lidToPn) number = lidToPn(lid);
  const id = number ?? (lid ? `${lid}@lid` : (jids.find(Boolean) ?? 'unknown'));
  return { id, ...(number ? { number } : {}), ...(lid ? { lid } : {}), ...(name ? { name } : {}) };
}

export const isGroupJid = (jid?: string | null): boolean => !!jid && !!isJidGroup(jid);

/** the jid to send to for a chat id the product holds: digits are phone numbers, anything with @ is used as-is */
export function chatIdToJid(chatId: string): string {
  if (chatId.includes('@')) return chatId;
  return `${chatId.replace(/\D/g, '')}@s.whatsapp.net`;
}
