import { describe, expect, it } from 'vitest';
import { comparable } from './search-text.ts';

describe('comparable', () => {
  it('takes the accents off Latin letters, as buyers type them', () => {
    expect(comparable('Green Wild Discus (Tefé)')).toBe('Green Wild Discus (Tefe)');
    expect(comparable('Négro Xingú São Gabriel')).toBe('Negro Xingu Sao Gabriel');
    expect(comparable('Checkerboard × Pigeon Blood')).toBe('Checkerboard × Pigeon Blood');
  });

  it('leaves other scripts whole: Hindi keeps its vowel signs', () => {
    expect(comparable('मछली का दाना')).toBe('मछली का दाना');
    expect(comparable('tefé मछली')).toBe('tefe मछली');
    // A nukta joined (U+095C) or written apart reads alike, as a query's does.
    expect(comparable('जो\u095cी')).toBe(comparable('जो\u0921\u093cी'));
  });

  it("reads the digits of India's scripts as 0-9, as a phone's Hindi or Tamil keyboard may type them", () => {
    expect(comparable('डिस्कस १००० तक')).toBe('डिस्कस 1000 तक');
    expect(comparable('२.५ इंच')).toBe('2.5 इंच');
    // Tamil and Bengali digits.
    expect(comparable('௩ ৪')).toBe('3 4');
  });
});
