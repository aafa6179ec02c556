import { formatDate, formatTime, isoDay } from '@balcao/kit';

/** A date as `<input type="datetime-local">` shows it, in the browser's zone (YYYY-MM-DDTHH:mm). */
export const toLocalInput = (date: Date) => `${isoDay(date)}T${formatTime(date)}`;

/** Spec §5: a new schedule's sendAt defaults to one hour from now. */
export const inAnHour = () => toLocalInput(new Date(Date.now() + 3600_000));

/** The input's local value as an ISO instant for the server, or '' when empty or unreadable. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** Spec §2: DD/MM/YYYY HH:mm in the browser's time (a schedule's send time, the time it went out). */
export const whenOf = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
