/*
 * The admin forms' dates and times are the admin's local ones (what <input type="date">
 * and "datetime-local" hold); the API speaks ISO instants.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value (YYYY-MM-DDTHH:mm, local time); '' for none. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; '' when empty or not a date. */
export function fromLocalDateTime(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** The start of a local day (a date input's YYYY-MM-DD), `addDays` later, as an ISO instant; '' when empty. */
export function localDayStart(day: string, addDays = 0): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d) + addDays).toISOString();
}
