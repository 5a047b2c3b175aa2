import { describe, expect, it } from 'vitest';
import { placeOrderBody, shippingQuoteBody } from './checkout.ts';
import { cancelOrderBody, getOrderBody, myOrdersBody, reorderBody } from './orders.ts';
import { testCallbackBody, testDecideBody, testSessionBody } from './payments.ts';

const key = '3f2c1a4e-8b7d-4c6e-9f10-1a2b3c4d5e6f';

describe('checkout bodies', () => {
  it('quotes only for a state or union territory of India', () => {
    expect(shippingQuoteBody.parse({ state: 'Ladakh' })).toEqual({ state: 'Ladakh' });
    expect(shippingQuoteBody.safeParse({ state: 'California' }).error?.issues[0]?.message).toBe(
      'Please choose a state or union territory',
    );
    expect(shippingQuoteBody.safeParse({ state: 'Goa', cart: [] }).success).toBe(false);
  });

  it('places an order with an address, a UUID key and a known payment method', () => {
    expect(placeOrderBody.parse({ addressId: 3, idempotencyKey: key, paymentMethod: 'test' })).toEqual({
      addressId: 3,
      idempotencyKey: key,
      paymentMethod: 'test',
    });
    expect(
      placeOrderBody.safeParse({ addressId: 3, idempotencyKey: 'abc', paymentMethod: 'test' }).error?.issues[0]
        ?.message,
    ).toBe('The checkout key must be a UUID');
    expect(
      placeOrderBody.safeParse({ addressId: 3, idempotencyKey: key, paymentMethod: 'cash' }).error?.issues[0]?.message,
    ).toBe('Please choose a payment method');
  });

  it('ignores no client price: a total or a price is refused outright', () => {
    expect(
      placeOrderBody.safeParse({ addressId: 3, idempotencyKey: key, paymentMethod: 'test', total: 1 }).success,
    ).toBe(false);
  });
});

describe('order bodies', () => {
  it('pages My Orders within bounds', () => {
    expect(myOrdersBody.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(myOrdersBody.safeParse({ pageNo: 0, pageSize: 10 }).success).toBe(false);
    expect(myOrdersBody.safeParse({ pageNo: 1, pageSize: 1000 }).success).toBe(false);
  });

  it('names an order by a positive id only', () => {
    for (const body of [getOrderBody, reorderBody]) {
      expect(body.safeParse({ orderId: 12 }).success).toBe(true);
      expect(body.safeParse({ orderId: '12' }).success).toBe(false);
      expect(body.safeParse({ orderId: 0 }).success).toBe(false);
      expect(body.safeParse({ orderId: 1, userId: 2 }).success).toBe(false);
    }
  });

  it('takes a short, plain cancel reason', () => {
    expect(cancelOrderBody.parse({ orderId: 1, reason: ' Ordered twice ' })).toEqual({
      orderId: 1,
      reason: 'Ordered twice',
    });
    expect(cancelOrderBody.safeParse({ orderId: 1, reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Reason should be at most 500 characters',
    );
    expect(cancelOrderBody.safeParse({ orderId: 1, reason: '<img src=x onerror=alert(1)>' }).success).toBe(false);
  });
});

describe('test gateway bodies', () => {
  const callback = { paymentId: 'pay_3Fz9', outcome: 'paid', timestamp: 1_780_000_000, signature: 'a'.repeat(64) };

  it('accepts a well-formed callback', () => {
    expect(testCallbackBody.parse(callback)).toEqual(callback);
  });

  it('refuses a callback with a malformed signature, outcome or timestamp', () => {
    expect(testCallbackBody.safeParse({ ...callback, signature: 'A'.repeat(64) }).success).toBe(false);
    expect(testCallbackBody.safeParse({ ...callback, signature: 'a'.repeat(63) }).success).toBe(false);
    expect(testCallbackBody.safeParse({ ...callback, outcome: 'refunded' }).success).toBe(false);
    expect(testCallbackBody.safeParse({ ...callback, timestamp: 1.5 }).success).toBe(false);
    expect(testCallbackBody.safeParse({ ...callback, amount: 1 }).success).toBe(false);
  });

  it('refuses payment ids that are not plain tokens', () => {
    expect(testSessionBody.safeParse({ paymentId: '../../etc' }).success).toBe(false);
    expect(testSessionBody.safeParse({ paymentId: 'x'.repeat(65) }).success).toBe(false);
    expect(testDecideBody.safeParse({ paymentId: 'pay_1', outcome: 'declined' }).success).toBe(true);
  });
});
