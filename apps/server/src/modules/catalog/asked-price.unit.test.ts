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
