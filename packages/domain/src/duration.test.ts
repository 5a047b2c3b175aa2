import { describe, expect, it } from 'vitest';
import { durationInWords } from './duration.ts';

describe('durationInWords', () => {
  it('says minutes, whole hours and whole days as a person would', () => {
    expect(durationInWords(15)).toBe('15 minutes');
    expect(durationInWords(1)).toBe('1 minute');
    expect(durationInWords(90)).toBe('90 minutes');
    expect(durationInWords(60)).toBe('1 hour');
    expect(durationInWords(24 * 60)).toBe('24 hours');
    expect(durationInWords(36 * 60)).toBe('36 hours');
    expect(durationInWords(7 * 24 * 60)).toBe('7 days');
  });
});
