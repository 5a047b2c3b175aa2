import { describe, expect, it } from 'vitest';
import { askedOrder } from './asked-order.ts';

describe('askedOrder', () => {
  it('reads the words of a price order, and the query without them', () => {
    expect(askedOrder('cheapest discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('cheap discus food')).toEqual({ rest: 'discus food', sort: 'price_asc' });
    expect(askedOrder('heater lowest price')).toEqual({ rest: 'heater', sort: 'price_asc' });
    expect(askedOrder('discus price low to high')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('sasta discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
    expect(askedOrder('most expensive discus')).toEqual({ rest: 'discus', sort: 'price_desc' });
    expect(askedOrder('discus high to low')).toEqual({ rest: 'discus', sort: 'price_desc' });
    expect(askedOrder('costliest pair')).toEqual({ rest: 'pair', sort: 'price_desc' });
  });

  it('reads the words of the newest first', () => {
    expect(askedOrder('latest discus')).toEqual({ rest: 'discus', sort: 'newest' });
    expect(askedOrder('new arrivals')).toEqual({ rest: '', sort: 'newest' });
    expect(askedOrder('newest')).toEqual({ rest: '', sort: 'newest' });
  });

  it('takes the first order written when two are', () => {
    expect(askedOrder('cheapest latest discus')).toEqual({ rest: 'discus', sort: 'price_asc' });
  });

  it('leaves other words, and words that only start alike, to the search', () => {
    expect(askedOrder('discus')).toEqual({ rest: 'discus' });
    expect(askedOrder('new discus')).toEqual({ rest: 'new discus' });
    expect(askedOrder('cheaper')).toEqual({ rest: 'cheaper' });
    expect(askedOrder('lowest')).toEqual({ rest: 'lowest' });
    expect(askedOrder('')).toEqual({ rest: '' });
  });
});
