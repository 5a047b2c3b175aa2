import { describe, expect, it } from 'vitest';
import {
  addDays,
  arrivalWindow,
  type DispatchRules,
  financialYear,
  formatBusinessDate,
  isoWeekday,
  kolkataDate,
  kolkataHour,
  nextLiveFishDispatch,
} from './dispatch.ts';

// Kolkata is UTC+05:30: 18:30Z is midnight there, 06:30Z is noon.
const at = (iso: string) => new Date(iso);
const monToWed: DispatchRules = { weekdays: [1, 2, 3], cutoffHour: 12, holidays: [] };

describe('Kolkata dates', () => {
  it('turns the day at 18:30 UTC', () => {
    expect(kolkataDate(at('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
    expect(kolkataDate(at('2026-06-01T18:30:00Z'))).toBe('2026-06-02');
    expect(kolkataHour(at('2026-06-01T18:29:59Z'))).toBe(23);
    expect(kolkataHour(at('2026-06-01T18:30:00Z'))).toBe(0);
  });

  it('turns the year at 18:30 UTC on 31 December', () => {
    expect(kolkataDate(at('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows the ISO weekday', () => {
    expect(isoWeekday('2026-06-01')).toBe(1); // Monday
    expect(isoWeekday('2026-06-07')).toBe(7); // Sunday
  });

  it('shows a date the way buyers read it', () => {
    expect(formatBusinessDate('2026-06-03')).toBe('Wed, 3 Jun 2026');
    // September as every other date of the shop writes it (calendar.ts).
    expect(formatBusinessDate('2026-09-10')).toBe('Thu, 10 Sept 2026');
  });
});

describe('next live-fish dispatch (Monday to Wednesday, cut-off 12:00)', () => {
  it('is today on a dispatch day before the cut-off', () => {
    // Monday 1 June 2026, 11:59:59 in Kolkata
    expect(nextLiveFishDispatch(at('2026-06-01T06:29:59Z'), monToWed)).toBe('2026-06-01');
  });

  it('is never today at or after the cut-off', () => {
    // Monday 12:00:00 in Kolkata → Tuesday
    expect(nextLiveFishDispatch(at('2026-06-01T06:30:00Z'), monToWed)).toBe('2026-06-02');
  });

  it('skips Thursday to Sunday after Wednesday’s cut-off', () => {
    // Wednesday 3 June 2026, 13:00 → Monday 8 June
    expect(nextLiveFishDispatch(at('2026-06-03T07:30:00Z'), monToWed)).toBe('2026-06-08');
  });

  it('waits for Monday from a weekend', () => {
    expect(nextLiveFishDispatch(at('2026-06-06T04:00:00Z'), monToWed)).toBe('2026-06-08'); // Saturday morning
  });

  it('decides by the Kolkata day across midnight', () => {
    // Sunday 23:59:59 in Kolkata is after the cut-off → Monday; one second later it is Monday 00:00
    expect(nextLiveFishDispatch(at('2026-06-07T18:29:59Z'), monToWed)).toBe('2026-06-08');
    expect(nextLiveFishDispatch(at('2026-06-07T18:30:00Z'), monToWed)).toBe('2026-06-08');
    // Sunday-only dispatch with a cut-off at 20:00: at 18:30 UTC it is still Sunday before 20:00 in
    // UTC but already Monday in Kolkata, so that Sunday's dispatch is gone
    const sundays = { weekdays: [7], cutoffHour: 20, holidays: [] };
    expect(nextLiveFishDispatch(at('2026-06-07T14:29:59Z'), sundays)).toBe('2026-06-07');
    expect(nextLiveFishDispatch(at('2026-06-07T18:30:00Z'), sundays)).toBe('2026-06-14');
  });

  it('applies the cut-off in Kolkata time, not UTC', () => {
    // Monday 07:00 UTC is 12:30 in Kolkata
    expect(nextLiveFishDispatch(at('2026-06-01T07:00:00Z'), monToWed)).toBe('2026-06-02');
  });

  it('skips holidays, even several in a row', () => {
    const rules = { ...monToWed, holidays: ['2026-06-08', '2026-06-09'] };
    expect(nextLiveFishDispatch(at('2026-06-05T04:00:00Z'), rules)).toBe('2026-06-10');
    const allWeek = { ...monToWed, holidays: ['2026-06-08', '2026-06-09', '2026-06-10'] };
    expect(nextLiveFishDispatch(at('2026-06-05T04:00:00Z'), allWeek)).toBe('2026-06-15');
  });

  it('is null when no weekday is a dispatch day', () => {
    expect(nextLiveFishDispatch(at('2026-06-01T04:00:00Z'), { ...monToWed, weekdays: [] })).toBeNull();
  });

  it('treats a cut-off of 0 as "never the same day"', () => {
    expect(nextLiveFishDispatch(at('2026-06-01T00:00:00Z'), { ...monToWed, cutoffHour: 0 })).toBe('2026-06-02');
  });
});

describe('arrival window', () => {
  it('counts days in transit from dispatch', () => {
    expect(arrivalWindow('2026-06-01', 1, 1)).toEqual({ earliest: '2026-06-02', latest: '2026-06-02' });
    expect(arrivalWindow('2026-06-30', 2, 3)).toEqual({ earliest: '2026-07-02', latest: '2026-07-03' });
  });
});

describe('financial year', () => {
  it('runs April to March in Kolkata', () => {
    expect(financialYear(at('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(at('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(at('2027-01-15T12:00:00Z'))).toBe('2026-27');
    expect(financialYear(at('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});
