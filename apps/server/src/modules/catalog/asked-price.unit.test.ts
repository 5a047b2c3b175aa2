import { describe, expect, it } from 'vitest';
import { askedPrice } from './asked-price.ts';

describe('askedPrice', () => {
  it('reads a price a buyer writes in words, in paise, and the query without it', () => {
    expect(askedPrice('discus under 1000')).toEqual({
      rest: 'discus',
      price: { max: 100_000, written: 'under 1000' },
    });
    expect(askedPrice('Heater below ₹1,500')).toEqual({
      rest: 'heater',
      price: { max: 150_000, written: 'below ₹1,500' },
    });
    expect(askedPrice('pigeon blood above 2.5k')).toEqual({
      rest: 'pigeon blood',
      price: { min: 250_000, written: 'above 2.5k' },
    });
    expect(askedPrice('food up to rs 300')).toMatchObject({ rest: 'food', price: { max: 30_000 } });
    expect(askedPrice('food less than 300 rupees')).toMatchObject({ rest: 'food', price: { max: 30_000 } });
    expect(askedPrice('discus more than 2000 rs')).toMatchObject({ rest: 'discus', price: { min: 200_000 } });
    expect(askedPrice('discus within 1,00,000')).toMatchObject({ price: { max: 10_000_000 } });
  });

  it('reads a range written as two bounds', () => {
    expect(askedPrice('discus above 1000 below 3000')).toEqual({
      rest: 'discus',
      price: { min: 100_000, max: 300_000, written: 'above 1000 below 3000' },
    });
  });

  it('reads a range written with a dash, "to", "and" or "se" (Hindi), as rupees or from a hundred up', () => {
    expect(askedPrice('discus 500-1000')).toEqual({
      rest: 'discus',
      price: { min: 50_000, max: 100_000, written: '500-1000' },
    });
    expect(askedPrice('discus between 500 and 1000')).toMatchObject({
      rest: 'discus',
      price: { min: 50_000, max: 100_000 },
    });
    expect(askedPrice('heater ₹500 – ₹1,500')).toMatchObject({ rest: 'heater', price: { min: 50_000, max: 150_000 } });
    expect(askedPrice('discus 1k to 2.5k')).toMatchObject({ rest: 'discus', price: { min: 100_000, max: 250_000 } });
    expect(askedPrice('discus 500 se 1000 tak')).toMatchObject({
      rest: 'discus',
      price: { min: 50_000, max: 100_000 },
    });
    expect(askedPrice('food rs 50-200')).toMatchObject({ rest: 'food', price: { min: 5000, max: 20_000 } });
    // Written the other way round, still the range.
    expect(askedPrice('discus 2000-1000')).toMatchObject({ price: { min: 100_000, max: 200_000 } });
    // Small numbers are sizes ("3-4", "2 to 3 inch"), a count is a count.
    expect(askedPrice('discus 3-4')).toEqual({ rest: 'discus 3-4' });
    expect(askedPrice('discus between 3 and 4')).toEqual({ rest: 'discus between 3 and 4' });
    expect(askedPrice('discus 2 to 3 inch')).toEqual({ rest: 'discus 2 to 3 inch' });
    expect(askedPrice('heater 100-300w')).toEqual({ rest: 'heater 100-300w' });
    expect(askedPrice('discus 5-10 pcs')).toEqual({ rest: 'discus 5-10 pcs' });
  });

  it('reads a bound written after the amount in Hindi: "1000 tak", "1000 se kam", "1000 ke andar", "1000 se upar"', () => {
    expect(askedPrice('discus 1000 tak')).toEqual({ rest: 'discus', price: { max: 100_000, written: '1000 tak' } });
    expect(askedPrice('3 inch discus 500 rs tak')).toMatchObject({ rest: '3 inch discus', price: { max: 50_000 } });
    expect(askedPrice('discus 1000 se kam')).toMatchObject({ rest: 'discus', price: { max: 100_000 } });
    expect(askedPrice('1000 ke andar discus')).toMatchObject({ rest: 'discus', price: { max: 100_000 } });
    expect(askedPrice('discus ₹2k se upar')).toMatchObject({ rest: 'discus', price: { min: 200_000 } });
    expect(askedPrice('pair 5000 se zyada')).toMatchObject({ rest: 'pair', price: { min: 500_000 } });
    // A size is not a price: "4 inch tak".
    expect(askedPrice('discus 4 inch tak')).toEqual({ rest: 'discus 4 inch tak' });
  });

  it("reads a price in Hindi's own script: 1000 तक, 1000 से कम, 500 से 1000 तक, बजट 1500, 500 रुपये", () => {
    const nfc = (text: string) => text.normalize('NFC');
    expect(askedPrice('डिस्कस 1000 तक')).toEqual({ rest: 'डिस्कस', price: { max: 100_000, written: '1000 तक' } });
    expect(askedPrice('डिस्कस 1000 से कम')).toMatchObject({ rest: 'डिस्कस', price: { max: 100_000 } });
    expect(askedPrice('1500 के अंदर हीटर')).toMatchObject({ rest: 'हीटर', price: { max: 150_000 } });
    expect(askedPrice('डिस्कस 2000 से ऊपर')).toMatchObject({ rest: 'डिस्कस', price: { min: 200_000 } });
    expect(askedPrice(nfc('जोड़ी 5000 से ज़्यादा'))).toMatchObject({ rest: nfc('जोड़ी'), price: { min: 500_000 } });
    expect(askedPrice('डिस्कस 500 से 1000 तक')).toMatchObject({ rest: 'डिस्कस', price: { min: 50_000, max: 100_000 } });
    expect(askedPrice('डिस्कस ₹500 से ₹1,500')).toMatchObject({ rest: 'डिस्कस', price: { min: 50_000, max: 150_000 } });
    expect(askedPrice('बजट 1500 डिस्कस')).toMatchObject({ rest: 'डिस्कस', price: { max: 150_000 } });
    expect(askedPrice('डिस्कस 500 रुपये')).toMatchObject({ rest: 'डिस्कस', price: { max: 50_000 } });
    expect(askedPrice('डिस्कस 800 रुपए तक')).toMatchObject({ rest: 'डिस्कस', price: { max: 80_000 } });
    // A size is not a price: "4 इंच तक" (up to 4 inches), nor a count: "5 से 10 पीस".
    expect(askedPrice('डिस्कस 4 इंच तक')).toEqual({ rest: 'डिस्कस 4 इंच तक' });
    expect(askedPrice('डिस्कस 5 से 10 पीस')).toEqual({ rest: 'डिस्कस 5 से 10 पीस' });
  });

  it('reads thousands written with "k", or a budget, as the most to pay', () => {
    expect(askedPrice('discus 2k')).toEqual({ rest: 'discus', price: { max: 200_000, written: '2k' } });
    expect(askedPrice('discus budget 1500')).toEqual({
      rest: 'discus',
      price: { max: 150_000, written: 'budget 1500' },
    });
  });

  it('reads a number written as rupees, with no word before it, as the most to pay', () => {
    expect(askedPrice('discus 500 rs')).toEqual({ rest: 'discus', price: { max: 50_000, written: '500 rs' } });
    expect(askedPrice('₹1,500 heater')).toEqual({ rest: 'heater', price: { max: 150_000, written: '₹1,500' } });
    expect(askedPrice('pigeon blood rs. 2k')).toMatchObject({ rest: 'pigeon blood', price: { max: 200_000 } });
    expect(askedPrice('food 300 rupees')).toMatchObject({ rest: 'food', price: { max: 30_000 } });
    expect(askedPrice('discus above rs 500')).toMatchObject({ rest: 'discus', price: { min: 50_000 } });
  });

  it('leaves a count of fish or pieces to the search, not a price', () => {
    expect(askedPrice('discus up to 5 fish')).toEqual({ rest: 'discus up to 5 fish' });
    expect(askedPrice('tetra under 10 pcs')).toEqual({ rest: 'tetra under 10 pcs' });
    expect(askedPrice('discus under 3000 per pair')).toMatchObject({ price: { max: 300_000 } });
  });

  it('leaves sizes and other numbers to the search', () => {
    expect(askedPrice('discus under 3 inch')).toEqual({ rest: 'discus under 3 inch' });
    expect(askedPrice('heater over 300w')).toEqual({ rest: 'heater over 300w' });
    expect(askedPrice('discus 1000')).toEqual({ rest: 'discus 1000' });
    expect(askedPrice('underwater 1000')).toEqual({ rest: 'underwater 1000' });
    expect(askedPrice('')).toEqual({ rest: '' });
  });
});
