/**
 * A stored number for people to read: a Brazilian one as +55 (11) 99999-9999, any other as + and its digits; a
 * group or LID id (it holds '@') is not a phone number and stays as it is.
 */
export function formatNumber(number: string): string {
  if (!number || number.includes('@') || /\D/.test(number)) return number;
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(number);
  if (br) return `+55 (${br[1]}) ${br[2]}-${br[3]}`;
  return `+${number}`;
}

/** Up to two initials for an avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase();
}
