import { describe, expect, it } from 'vitest';
import { isSizeTerm, SIZE_READINGS, type SoldSize, sizesIn } from './sizes.ts';

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

describe('SIZE_READINGS', () => {
  const sold = (unit: string, ...values: number[]): SoldSize[] =>
    values.map((value) => ({ term: `${value} ${unit}`, value }));
  const inches = sold('inch', 2, 2.5, 3, 4, 5, 6);
  const read = (unit: string, asked: number, of: SoldSize[]) =>
    SIZE_READINGS.get(unit)
      ?.sizes(asked, of)
      .map((size) => size.term);

  it("reads a tank's litres as the smallest watts enough to heat it, at about 1 W a litre", () => {
    expect(SIZE_READINGS.get('l')?.to).toBe('w');
    expect(read('l', 150, sold('w', 50, 100, 200, 300, 500))).toEqual(['200 w', '300 w', '500 w']);
    expect(read('l', 100, sold('w', 50, 100, 200))).toEqual(['100 w', '200 w']);
    expect(read('l', 2000, sold('w', 50, 100, 200))).toEqual([]);
  });

  it('reads a length in centimetres or millimetres as the inch sizes nearest it, within half an inch', () => {
    expect(SIZE_READINGS.get('cm')?.to).toBe('inch');
    // 8 cm is 3.15": 3"; 2.5" and 4" are more than half an inch away.
    expect(read('cm', 8, inches)).toEqual(['3 inch']);
    expect(read('cm', 6, inches)).toEqual(['2.5 inch', '2 inch']);
    expect(read('cm', 12, inches)).toEqual(['5 inch']);
    expect(read('mm', 65, inches)).toEqual(['2.5 inch', '3 inch']);
    expect(read('cm', 40, inches)).toEqual([]);
  });
});
