import { describe, expect, it } from 'vitest';
import { formatShopDay, formatShopTime } from './order-dates.ts';

describe('shop times', () => {
  it('prints a moment in Asia/Kolkata with am/pm and the zone', () => {
    expect(formatShopTime('2026-11-23T15:47:00Z')).toBe('23 Nov 2026, 9:17 pm IST');
    expect(formatShopTime('2026-11-23T00:05:00Z')).toBe('23 Nov 2026, 5:35 am IST');
  });

  it('moves to the next day at IST midnight, not UTC midnight', () => {
    expect(formatShopDay('2026-11-23T18:29:59Z')).toBe('23 Nov 2026');
    expect(formatShopDay('2026-11-23T18:30:00Z')).toBe('24 Nov 2026');
    expect(formatShopTime('2026-11-23T18:30:00Z')).toBe('24 Nov 2026, 12:00 am IST');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatShopTime('soon')).toBe('soon');
  });
});
