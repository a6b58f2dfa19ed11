import { WEEKDAYS, type DayHours } from '@playeats/domain/opening-hours';

// Opening hours as one CSV cell: entries separated by ";", each days then one or more
// ranges: "mon-fri 11:00-14:00 17:00-22:00; sat-sun 10:00-23:00", "daily 11:00-02:00"
// (a range that closes at or before it opens ends the next day; 00:00-24:00 is all day).
// Days left out are closed. The days are English three-letter names, any case.

const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

function days(spec: string): number[] | string {
  if (spec === 'daily') return [0, 1, 2, 3, 4, 5, 6];
  const list: number[] = [];
  for (const part of spec.split(',')) {
    const [from, to, more] = part.split('-');
    const a = DAY_NAMES.indexOf(from ?? '');
    const b = to === undefined ? a : DAY_NAMES.indexOf(to);
    if (a < 0 || b < 0 || more !== undefined) return `"${part}" is not a day or a span of days such as mon-fri`;
    // fri-mon wraps over the weekend.
    for (let d = a; ; d = (d + 1) % 7) {
      list.push(d);
      if (d === b) break;
    }
  }
  return list;
}

/** The hours, or why the text is not hours. */
export function parseHoursText(text: string): { hours: DayHours[] } | { error: string } {
  const byDay = new Map<number, DayHours['ranges']>();
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return { error: 'is required, e.g. mon-fri 11:00-22:00; sat-sun 10:00-23:00' };
  for (const entry of entries) {
    const [spec = '', ...ranges] = entry.toLowerCase().split(/\s+/);
    const dayList = days(spec);
    if (typeof dayList === 'string') return { error: dayList };
    if (ranges.length === 0) return { error: `"${entry}" gives no times (e.g. ${spec} 11:00-22:00)` };
    const parsed: DayHours['ranges'] = [];
    for (const range of ranges) {
      const [opens = '', closes = ''] = range.split('-');
      if (!CLOCK.test(opens) || !CLOCK.test(closes) || opens === '24:00') {
        return { error: `"${range}" is not a time range such as 11:00-22:00` };
      }
      parsed.push({ opens, closes });
    }
    for (const d of dayList) {
      if (byDay.has(d)) return { error: `${DAY_NAMES[d]} is given twice` };
      byDay.set(d, parsed);
    }
  }
  return {
    hours: [...byDay.entries()].sort(([a], [b]) => a - b).map(([d, ranges]) => ({ day: WEEKDAYS[d]!, ranges })),
  };
}
