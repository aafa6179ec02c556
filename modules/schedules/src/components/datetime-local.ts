const pad = (n: number) => String(n).padStart(2, '0');

/** A date as `<input type="datetime-local">` shows it, in the browser's zone (YYYY-MM-DDTHH:mm). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Spec §5: a new schedule's sendAt defaults to one hour from now. */
export const inAnHour = () => toLocalInput(new Date(Date.now() + 3600_000));

/** The input's local value as an ISO instant for the server, or '' when empty or unreadable. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}
