// Business dates are Asia/Kolkata dates (PRODUCT.md section 7), whatever the server's clock zone.
// A business date is a 'YYYY-MM-DD' string; day arithmetic on it runs in UTC, where every day has
// 24 hours, so it never depends on the zone the code runs in.

import { isoDay, kolkataClock, utcClock, writtenDay } from './calendar.ts';

/** Today's date in Kolkata, 'YYYY-MM-DD'. */
export function kolkataDate(now: Date): string {
  return isoDay(kolkataClock(now));
}

/** The hour of the day in Kolkata, 0–23. */
export function kolkataHour(now: Date): number {
  return kolkataClock(now).hour;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  if (!DATE.test(date) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(date)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return day;
}

export function addDays(date: string, days: number): string {
  const day = toUtc(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** ISO weekday of a business date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return toUtc(date).getUTCDay() || 7;
}

export type DispatchRules = {
  /** Live-fish dispatch weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** Orders at or after this Kolkata hour go out on a later dispatch day. */
  cutoffHour: number;
  /** Dates without dispatch, 'YYYY-MM-DD'. */
  holidays: string[];
};

// A year holds every weekday many times over; past it the rules allow no dispatch at all.
const SEARCH_DAYS = 366;

/**
 * The first day live fish can leave: today before the cut-off, otherwise a later day; never a
 * non-dispatch weekday or a holiday. Null when the rules allow no dispatch within a year.
 */
export function nextLiveFishDispatch(now: Date, rules: DispatchRules): string | null {
  const clock = kolkataClock(now);
  const today = isoDay(clock);
  const first = clock.hour >= rules.cutoffHour ? addDays(today, 1) : today;
  const holidays = new Set(rules.holidays);
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const day = addDays(first, offset);
    if (rules.weekdays.includes(isoWeekday(day)) && !holidays.has(day)) return day;
  }
  return null;
}

export type ArrivalWindow = { earliest: string; latest: string };

/** When the parcel should arrive, counting calendar days in transit from dispatch. */
export function arrivalWindow(dispatchDate: string, minDays: number, maxDays: number): ArrivalWindow {
  return { earliest: addDays(dispatchDate, minDays), latest: addDays(dispatchDate, Math.max(minDays, maxDays)) };
}

/** The Indian financial year (April to March) of a moment, e.g. '2026-27'. */
export function financialYear(now: Date): string {
  const { year, month } = kolkataClock(now);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A business date as buyers read it: 'Wed, 3 Jun 2026'. */
export function formatBusinessDate(date: string): string {
  const day = toUtc(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${writtenDay(utcClock(day), 'short')}`;
}
