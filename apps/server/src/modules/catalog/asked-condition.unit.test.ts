import { describe, expect, it } from 'vitest';
import { askedCondition } from './asked-condition.ts';

describe('askedCondition', () => {
  it('reads the words that ask for what is on offer, and the query without them', () => {
    expect(askedCondition('discus on offer')).toEqual({
      rest: 'discus',
      condition: { kind: 'onOffer', written: 'on offer' },
    });
    expect(askedCondition('Discount discus')).toEqual({
      rest: 'discus',
      condition: { kind: 'onOffer', written: 'discount' },
    });
    expect(askedCondition('discus deals')).toEqual({
      rest: 'discus',
      condition: { kind: 'onOffer', written: 'deals' },
    });
    expect(askedCondition('offers')).toEqual({ rest: '', condition: { kind: 'onOffer', written: 'offers' } });
    expect(askedCondition('discus pe chhoot')).toEqual({
      rest: 'discus pe',
      condition: { kind: 'onOffer', written: 'chhoot' },
    });
    expect(askedCondition('डिस्कस ऑफर')).toEqual({ rest: 'डिस्कस', condition: { kind: 'onOffer', written: 'ऑफर' } });
  });

  it('reads the words that ask for what is in stock', () => {
    expect(askedCondition('in stock discus')).toEqual({
      rest: 'discus',
      condition: { kind: 'inStock', written: 'in stock' },
    });
    expect(askedCondition('discus available')).toEqual({
      rest: 'discus',
      condition: { kind: 'inStock', written: 'available' },
    });
    expect(askedCondition('उपलब्ध डिस्कस')).toEqual({ rest: 'डिस्कस', condition: { kind: 'inStock', written: 'उपलब्ध' } });
  });

  it('leaves a query without such words as it is, and words that only contain them', () => {
    expect(askedCondition('Pigeon Blood')).toEqual({ rest: 'pigeon blood' });
    expect(askedCondition('stock')).toEqual({ rest: 'stock' });
    expect(askedCondition('offering')).toEqual({ rest: 'offering' });
  });
});
