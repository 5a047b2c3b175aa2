import { utcClock, writtenDay } from '@discus/domain/calendar';

/** Today in the buyer's own calendar, as the date input's upper bound. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * '1990-03-05' → '5 March 1990' ('5 Mar 1990' when short); an ISO timestamp prints its UTC day.
 * Birth dates are calendar days: read at UTC, so every browser prints the same day.
 */
export function formatDay(value: string, length: 'long' | 'short' = 'long'): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return writtenDay(utcClock(date), length);
}
