import { describe, expect, it } from 'vitest';
import { leftOutNote, searchNotes } from './search-notes.ts';

describe('leftOutNote', () => {
  it('says nothing when every word was used', () => {
    expect(leftOutNote(undefined)).toBeNull();
    expect(leftOutNote([])).toBeNull();
  });

  it('names the words left out', () => {
    expect(leftOutNote(['baby'])).toBe('Nothing matches every word. Showing results without “baby”.');
    expect(leftOutNote(['tiny', '4 inch'])).toBe(
      'Nothing matches every word. Showing results without “tiny” and “4 inch”.',
    );
    expect(leftOutNote(['a', 'b', 'c'])).toBe('Nothing matches every word. Showing results without “a”, “b” and “c”.');
  });

  it('says a price left out was, not that a word was', () => {
    expect(leftOutNote(['under 50'], 'under 50')).toBe('Nothing matches “under 50”. Showing results at any price.');
    expect(leftOutNote(['purple', 'under 50'], 'under 50')).toBe(
      'Nothing matches every word. Showing results without “purple”, at any price.',
    );
  });
});

describe('searchNotes', () => {
  it('says what the search read otherwise, then what it left out', () => {
    expect(searchNotes({})).toEqual([]);
    expect(searchNotes({ searchedFor: 'pigeon blood' })).toEqual(['Showing results for “pigeon blood”.']);
    expect(searchNotes({ searchedFor: 'baby pigeon blood', leftOut: ['baby'] })).toEqual([
      'Showing results for “baby pigeon blood”.',
      'Nothing matches every word. Showing results without “baby”.',
    ]);
  });
});
