const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of `value` (YYYY-MM-DD), or null when it is not a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years from `birthDate` to `today` (both YYYY-MM-DD, calendar dates): a birthday
 * counts from its day; someone born on 29 February turns a year older on 1 March in
 * years without one. Null when either date is not a real date or birth is after today.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age < 0 ? null : age;
}
