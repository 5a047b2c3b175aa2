import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed, Vocabulary } from './typos.ts';

describe('typoDistance', () => {
  it('counts a wrong, a missing, an extra and a swapped letter as one typo each', () => {
    expect(typoDistance('pigeom', 'pigeon', 2)).toBe(1);
    expect(typoDistance('turqoise', 'turquoise', 2)).toBe(1);
    expect(typoDistance('pigeonn', 'pigeon', 2)).toBe(1);
    expect(typoDistance('pigoen', 'pigeon', 2)).toBe(1);
    expect(typoDistance('dsicus', 'discus', 2)).toBe(1);
  });

  it('adds typos up and stops counting past the limit', () => {
    expect(typoDistance('chekcerbord', 'checkerboard', 2)).toBe(2);
    expect(typoDistance('pigoen', 'pigeon', 0)).toBe(1);
    expect(typoDistance('heater', 'discus', 1)).toBe(2);
    expect(typoDistance('ab', 'abcdef', 2)).toBe(3);
    expect(typoDistance('same', 'same', 0)).toBe(0);
  });
});

describe('typosAllowed', () => {
  it('forgives none below 4 letters, one from 4, two from 9', () => {
    expect([3, 4, 5, 8, 9, 12].map(typosAllowed)).toEqual([0, 1, 1, 1, 2, 2]);
  });
});

describe('Vocabulary.wordAlternatives', () => {
  const vocabulary = new Vocabulary(
    ['pigeon', 'blood', 'discus', 'turquoise', 'checkerboard', 'food', 'good', 'hood', 'heater', 'heaters'].map(
      (word, i) => ({ word, uses: 10 - i }),
    ),
  );

  it('finds the catalogue word for one typo of any kind in a word of 5+ letters', () => {
    for (const typo of ['pigoen', 'pigen', 'pigeonn', 'pigeom', 'dsicus', 'turqoise', 'trquoise']) {
      expect(vocabulary.wordAlternatives(typo).length, typo).toBeGreaterThan(0);
    }
    expect(vocabulary.wordAlternatives('pigoen')).toEqual(['pigeon']);
    expect(vocabulary.wordAlternatives('turqoise')).toEqual(['turquoise']);
  });

  it('forgives two typos in words of 9+ letters, but not in shorter ones', () => {
    expect(vocabulary.wordAlternatives('chekcerbord')).toEqual(['checkerboard']);
    expect(vocabulary.wordAlternatives('tuqroise')).toEqual(['turquoise']);
    expect(vocabulary.wordAlternatives('turqose')).toEqual(['turquoise']);
    expect(vocabulary.wordAlternatives('pgioen')).toEqual([]);
    expect(vocabulary.wordAlternatives('dsicsu')).toEqual([]);
  });

  it('corrects a 4-letter word only when the catalogue does not know it, and nothing shorter', () => {
    expect(vocabulary.wordAlternatives('blod')).toEqual(['blood']);
    expect(vocabulary.wordAlternatives('food')).toEqual([]);
    expect(vocabulary.wordAlternatives('heat')).toEqual([]);
    expect(vocabulary.wordAlternatives('fod')).toEqual([]);
  });

  it('lists real neighbours of a correct word, closest and most used first, never the word itself', () => {
    expect(vocabulary.wordAlternatives('heater')).toEqual(['heaters']);
    expect(vocabulary.wordAlternatives('heatesr')).toEqual(['heater', 'heaters']);
  });
});
