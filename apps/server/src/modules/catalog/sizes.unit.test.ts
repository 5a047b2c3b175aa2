import { describe, expect, it } from 'vitest';
import { isSizeTerm, sizesIn } from './sizes.ts';

describe('sizesIn', () => {
  it('reads the sizes of an option or a text with their units, however written', () => {
    expect(sizesIn('2.5"')).toEqual([{ number: '2.5', unit: 'inch' }]);
    expect(sizesIn('3\u201d Pigeon')).toEqual([{ number: '3', unit: 'inch' }]);
    expect(sizesIn('300W, 1000 watts')).toEqual([
      { number: '300', unit: 'w' },
      { number: '1000', unit: 'w' },
    ]);
    expect(sizesIn('250 gm and 1 Kg')).toEqual([
      { number: '250', unit: 'g' },
      { number: '1', unit: 'kg' },
    ]);
    expect(sizesIn('for 100 litres')).toEqual([{ number: '100', unit: 'l' }]);
    expect(sizesIn('a 3-inch fish, 2.5-in')).toEqual([
      { number: '3', unit: 'inch' },
      { number: '2.5', unit: 'inch' },
    ]);
  });

  it('gives both ends of a range the unit after it', () => {
    expect(sizesIn('grows 5–6 inches')).toEqual([
      { number: '5', unit: 'inch' },
      { number: '6', unit: 'inch' },
    ]);
    expect(sizesIn('2 to 3 cm')).toEqual([
      { number: '2', unit: 'cm' },
      { number: '3', unit: 'cm' },
    ]);
  });

  it('reads a number with no unit as a size in none, and no number inside a word', () => {
    expect(sizesIn('Ships in 1–2 working days')).toEqual([{ number: '1' }, { number: '2' }]);
    expect(sizesIn('Royal Blue F1, Medium')).toEqual([]);
    expect(sizesIn('gramophone 3 grammar')).toEqual([{ number: '3' }]);
  });
});

describe('isSizeTerm', () => {
  it('tells a size from a word that starts with a number', () => {
    expect(['3', '2.5', '3 inch', '300 w'].map(isSizeTerm)).toEqual([true, true, true, true]);
    expect(['3d', 'f1', 'inch'].map(isSizeTerm)).toEqual([false, false, false]);
  });
});
