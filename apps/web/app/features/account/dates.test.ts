import { describe, expect, it } from 'vitest';
import { formatDay, todayIso } from './dates.ts';

describe('formatDay', () => {
  it('prints a birth date as the same calendar day everywhere', () => {
    expect(formatDay('1990-03-05')).toBe('5 March 1990');
    expect(formatDay('2024-11-22T23:30:00Z', 'short')).toBe('22 Nov 2024');
  });
  it('leaves an unreadable value as it is', () => {
    expect(formatDay('not a date')).toBe('not a date');
  });
});

describe('todayIso', () => {
  it('is a YYYY-MM-DD day', () => {
    expect(todayIso(new Date('2024-06-01T10:00:00Z'))).toMatch(/^2024-06-0[12]$/);
  });
});
