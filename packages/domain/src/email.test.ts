import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Asha.Patil@Example.IN ')).toBe('asha.patil@example.in');
  });

  it('folds width and compatibility variants before lower-casing', () => {
    expect(normalizeEmail('ＡＳＨＡ@example.in')).toBe('asha@example.in');
    expect(normalizeEmail('\u3000asha@example.in')).toBe('asha@example.in');
  });

  it('keeps a dotted capital I apart from a plain i', () => {
    expect(normalizeEmail('İnfo@example.in')).not.toBe(normalizeEmail('info@example.in'));
    expect(normalizeEmail('İnfo@example.in')).toBe(normalizeEmail('i\u0307nfo@example.in'));
  });

  it('gives the same result when applied twice', () => {
    for (const email of ['İnfo@Example.in', 'ＡＳＨＡ@example.in', 'ß@example.in', 'ﬁ@example.in']) {
      expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
    }
  });
});
