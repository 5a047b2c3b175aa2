import { describe, expect, it } from 'vitest';
import { isoDay, kolkataClock, utcClock, writtenDay, writtenTime } from './calendar.ts';

// Intl (Node's full ICU) is the oracle: the shop's arithmetic must print what it prints.
const kolkata = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const partsOf = (format: Intl.DateTimeFormat, moment: Date) =>
  Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));

// Every 17 h 13 min from 1990 to 2040: every hour of the day, month ends, leap days, IST midnight.
const moments = (() => {
  const found: Date[] = [];
  for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (17 * 60 + 13) * 60_000) found.push(new Date(t));
  return found;
})();

describe('kolkataClock', () => {
  it("reads every moment as India's clocks do", () => {
    for (const moment of moments) {
      const p = partsOf(kolkata, moment);
      const reading = kolkataClock(moment);
      expect(isoDay(reading), moment.toISOString()).toBe(`${p.year}-${p.month}-${p.day}`);
      expect([reading.hour, reading.minute], moment.toISOString()).toEqual([Number(p.hour), Number(p.minute)]);
    }
  });

  it('turns the day at IST midnight, 18:30 UTC', () => {
    expect(isoDay(kolkataClock(new Date('2026-11-23T18:29:59Z')))).toBe('2026-11-23');
    expect(isoDay(kolkataClock(new Date('2026-11-23T18:30:00Z')))).toBe('2026-11-24');
  });
});

describe('writtenDay and writtenTime', () => {
  it("write days and times as en-IN's formatters do", () => {
    const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    });
    for (const moment of moments) {
      const reading = utcClock(moment);
      expect(writtenDay(reading), moment.toISOString()).toBe(long.format(moment));
      expect(writtenDay(reading, 'short'), moment.toISOString()).toBe(short.format(moment));
      expect(writtenTime(reading), moment.toISOString()).toBe(time.format(moment).replace(/\s/g, ' '));
    }
  });

  it("writes September short as the shop's locale does", () => {
    expect(writtenDay(utcClock(new Date('2026-09-10T00:00:00Z')), 'short')).toBe('10 Sept 2026');
  });
});
