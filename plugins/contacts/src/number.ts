import { createHash } from 'node:crypto';
/**
 * Phone numbers in one place. A contact's number is digits with country code; a person known only by a LID is
 * `<lid>@lid` and a group is its WhatsApp id (`120363...@g.us`): those are ids, never reshaped.
 */

/** A WhatsApp id that is not a phone number (`...@lid`, `...@g.us`): kept as given. */
export const isChatId = (value: string) => value.includes('@');

/** The number stored for a person WhatsApp told us only the LID of. */
export const lidNumber = (lid: string) => `${lid.replace(/@.*$/, '')}@lid`;

/** The number stored for a person Meta told us only the business-scoped user id of (it fits the column). */
export const bsuidNumber = (bsuid: string) => {
  const bare = bsuid.replace(/@.*$/, '');
  return bare.length <= 90 ? `${bare}@bsuid` : `${createHash('sha1').update(bare).digest('hex')}@bsuid`;
};

/** Digits only; a chat id is kept whole. */
export function digitsOf(raw: string): string {
  return isChatId(raw) ? raw.trim() : raw.replace(/\D/g, '');
}

/**
 * A number typed by a person (the contact form, an import): digits only, and Brazil's 55 in front when it has
 * none (10 or 11 digits: DDD + 8 or 9 digits). Numbers WhatsApp gives already carry their country code and must
 * not go through this (an 11-digit US number is not a Brazilian one).
 */
export function normaliseNumber(raw: string): string {
  const digits = digitsOf(raw);
  if (isChatId(digits)) return digits;
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

// a Brazilian mobile: 55, a DDD (two digits, no zero), then 8 digits starting 6-9, with or without a 9 before them
const brMobile12 = /^55([1-9]{2})([6-9]\d{7})$/;
const brMobile13 = /^55([1-9]{2})9([6-9]\d{7})$/;

/**
 * Every form one person's number may arrive in: a Brazilian mobile comes with the 9th digit (13 digits) or
 * without it (12), depending on the account's age and the sender; any other number is its only form. The given
 * form comes first.
 */
export function numberVariants(number: string): string[] {
  const n = digitsOf(number);
  if (isChatId(n)) return [n];
  const short = brMobile12.exec(n);
  if (short) return [n, `55${short[1]}9${short[2]}`];
  const long = brMobile13.exec(n);
  if (long) return [n, `55${long[1]}${long[2]}`];
  return [n];
}

/** One form for all of a number's variants (the longest: a BR mobile's 13 digits), kept unique per company. */
export function numberKey(number: string): string {
  return numberVariants(number).reduce((a, b) => (b.length > a.length ? b : a));
}
