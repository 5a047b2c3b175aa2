// Days and times as the shop writes them, by arithmetic instead of Intl. A browser builds its first
// Intl formatter of a page from ICU's data: 13–60 ms of the main thread on this machine, four times
// that on Lighthouse's phone, on every first load of a page that formats a date (issue 14). India
// keeps one offset all year (UTC+5:30, no summer time since 1945), and the shop's month names are
// English, so nothing here needs it. The unit test holds every function to Intl's answers.

const KOLKATA_OFFSET_MS = 330 * 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// en-IN's (and en-GB's) short names: 'Sept', not 'Sep'.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** A moment's calendar day and clock time in one zone: month 1–12, hour 0–23. */
export type ClockReading = { year: number; month: number; day: number; hour: number; minute: number };

/** A moment as a clock in India reads it. */
export function kolkataClock(moment: Date): ClockReading {
  return utcClock(new Date(moment.getTime() + KOLKATA_OFFSET_MS));
}

/** A moment as a clock at UTC reads it (calendar days stored as 'YYYY-MM-DD' are UTC midnights). */
export function utcClock(moment: Date): ClockReading {
  return {
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
    hour: moment.getUTCHours(),
    minute: moment.getUTCMinutes(),
  };
}

/** '5 March 1990', or '5 Mar 1990' when short. */
export function writtenDay(reading: ClockReading, length: 'long' | 'short' = 'long'): string {
  const month = (length === 'short' ? SHORT_MONTHS : MONTHS)[reading.month - 1];
  return `${reading.day} ${month} ${reading.year}`;
}

/** '9:17 pm', '12:00 am'. */
export function writtenTime(reading: ClockReading): string {
  const hour = reading.hour % 12 === 0 ? 12 : reading.hour % 12;
  return `${hour}:${String(reading.minute).padStart(2, '0')} ${reading.hour < 12 ? 'am' : 'pm'}`;
}

/** 'YYYY-MM-DD' of the reading's day. */
export function isoDay(reading: ClockReading): string {
  return `${reading.year}-${String(reading.month).padStart(2, '0')}-${String(reading.day).padStart(2, '0')}`;
}
