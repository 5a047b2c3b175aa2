import { describe, expect, it } from 'vitest';
import { searchWords } from './search.ts';

describe('searchWords', () => {
  it('lower-cases and splits a query into words', () => {
    expect(searchWords('  Pigeon   BLOOD ')).toEqual(['pigeon', 'blood']);
  });

  it('keeps sizes like 2.5" as searchable words', () => {
    expect(searchWords('red melon 2.5"')).toEqual(['red', 'melon', '2.5']);
  });

  it('drops LIKE wildcards and punctuation', () => {
    expect(searchWords("100% o'clock_x")).toEqual(['100', 'o', 'clock', 'x']);
    expect(searchWords('%%__')).toEqual([]);
  });

  it('uses at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
