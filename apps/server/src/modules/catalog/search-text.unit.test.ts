import { describe, expect, it } from 'vitest';
import { withoutAccents } from './search-text.ts';

describe('withoutAccents', () => {
  it('takes the accents off Latin letters, as buyers type them', () => {
    expect(withoutAccents('Green Wild Discus (Tefé)')).toBe('Green Wild Discus (Tefe)');
    expect(withoutAccents('Négro Xingú São Gabriel')).toBe('Negro Xingu Sao Gabriel');
    expect(withoutAccents('Checkerboard × Pigeon Blood')).toBe('Checkerboard × Pigeon Blood');
  });

  it('leaves other scripts whole: Hindi keeps its vowel signs', () => {
    expect(withoutAccents('मछली का दाना')).toBe('मछली का दाना');
    expect(withoutAccents('tefé मछली')).toBe('tefe मछली');
    // A nukta joined (U+095C) or written apart reads alike, as a query's does.
    expect(withoutAccents('जो\u095cी')).toBe(withoutAccents('जो\u0921\u093cी'));
  });
});
