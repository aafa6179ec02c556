const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Billing is in BRL with pt-BR formatting (spec §9). */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return money.format(Number.isFinite(amount) ? amount : 0);
}

/** dd/MM/yyyy (or dd/MM/yy with short = true). */
export function formatDate(value: string | number | Date | null | undefined, short = false): string {
  const date = toDate(value);
  if (!date) return '';
  const year = short ? pad(date.getFullYear() % 100) : String(date.getFullYear());
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year}`;
}

/** HH:mm, the time of day alone (a message whose day shows elsewhere). */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** dd/MM/yy HH:mm */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(date, true)} ${formatTime(date)}` : '';
}

/** hh:mm if today, else dd/MM/yyyy (ticket list rule). */
export function formatShortTime(value: string | number | Date | null | undefined, now = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toDateString() === now.toDateString() ? formatTime(date) : formatDate(date);
}

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

/** the first letters of the first and last words that start with a letter ('Maria da Silva' -> 'MS') */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('') || name.trim().slice(0, 1) || '?';
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local date (a date input's value). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
