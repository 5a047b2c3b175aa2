import { describe, expect, it } from 'vitest';
import { leftOutNote, searchNote } from './search-notes.ts';

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

describe('searchNote', () => {
  it('says what the search read otherwise', () => {
    expect(searchNote({})).toBeNull();
    expect(searchNote({ searchedFor: 'pigeon blood' })).toBe('Showing results for “pigeon blood”.');
  });

  it('says why it read a size as another: the watts a tank needs, or a length in inches', () => {
    expect(
      searchNote({
        searchedFor: 'heater for 200w tank',
        sizeRead: { written: '150 litre', read: '200w', tankWatts: 150 },
      }),
    ).toBe('Showing results for “heater for 200w tank” (a 150 litre tank needs about 150 W).');
    expect(searchNote({ searchedFor: 'discus 3 inch', sizeRead: { written: '8 cm', read: '3 inch' } })).toBe(
      'Showing results for “discus 3 inch” (8 cm ≈ 3 inch).',
    );
  });

  it('says in one note what it read and what it left out', () => {
    expect(searchNote({ leftOut: ['baby'] })).toBe('Nothing matches every word. Showing results without “baby”.');
    expect(searchNote({ searchedFor: 'baby pigeon blood', leftOut: ['baby'] })).toBe(
      'Nothing matches every word of “baby pigeon blood”. Showing results without “baby”.',
    );
    expect(
      searchNote({ searchedFor: 'purple discus under 50', leftOut: ['purple', 'under 50'], leftOutPrice: 'under 50' }),
    ).toBe('Nothing matches every word of “purple discus under 50”. Showing results without “purple”, at any price.');
    expect(searchNote({ searchedFor: 'pigeon blood under 50', leftOut: ['under 50'], leftOutPrice: 'under 50' })).toBe(
      'Nothing matches “pigeon blood under 50”. Showing results at any price.',
    );
  });
});
