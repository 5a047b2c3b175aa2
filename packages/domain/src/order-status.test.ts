import { describe, expect, it } from 'vitest';
import {
  canReorder,
  canRetryPayment,
  isBuyerCancellable,
  nextStatus,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
  orderStatusLabel,
  releasesStock,
} from './order-status.ts';

const allowed: [OrderStatus, OrderAction, OrderActor, OrderStatus][] = [
  ['pending_payment', 'pay', 'gateway', 'paid'],
  ['pending_payment', 'decline', 'gateway', 'payment_failed'],
  ['pending_payment', 'expire', 'system', 'payment_failed'],
  ['payment_review', 'expire', 'system', 'payment_failed'],
  ['pending_payment', 'reportPayment', 'buyer', 'payment_review'],
  ['payment_review', 'confirmPayment', 'owner', 'paid'],
  ['payment_review', 'rejectPayment', 'owner', 'payment_failed'],
  ['paid', 'pack', 'owner', 'packed'],
  ['packed', 'ship', 'owner', 'shipped'],
  ['shipped', 'deliver', 'owner', 'delivered'],
  ['pending_payment', 'cancel', 'buyer', 'cancelled'],
  ['paid', 'cancel', 'buyer', 'cancelled'],
  ['payment_review', 'cancel', 'buyer', 'cancelled'],
  ['pending_payment', 'cancel', 'owner', 'cancelled'],
  ['paid', 'cancel', 'owner', 'cancelled'],
  ['payment_review', 'cancel', 'owner', 'cancelled'],
  ['packed', 'cancel', 'owner', 'cancelled'],
  ['paid', 'refund', 'owner', 'refunded'],
  ['packed', 'refund', 'owner', 'refunded'],
  ['shipped', 'refund', 'owner', 'refunded'],
  ['delivered', 'refund', 'owner', 'refunded'],
];

describe('allowed changes', () => {
  it.each(allowed)('%s --%s by %s--> %s', (from, action, actor, to) => {
    expect(nextStatus(from, action, actor)).toEqual({ ok: true, status: to });
  });

  it('lets the owner refund a cancelled order only when money was received', () => {
    expect(nextStatus('cancelled', 'refund', 'owner', { paymentReceived: true })).toEqual({
      ok: true,
      status: 'refunded',
    });
    expect(nextStatus('cancelled', 'refund', 'owner')).toEqual({
      ok: false,
      message: 'This order was cancelled before it was paid, so there is nothing to refund.',
    });
  });

  it('allows exactly the listed changes and nothing else', () => {
    const actions: OrderAction[] = ['pay', 'decline', 'expire', 'reportPayment', 'confirmPayment', 'rejectPayment'];
    actions.push('pack', 'ship', 'deliver', 'cancel', 'refund');
    const actors: OrderActor[] = ['buyer', 'owner', 'system', 'gateway'];
    let count = 0;
    for (const from of ORDER_STATUSES)
      for (const action of actions)
        for (const actor of actors) {
          const result = nextStatus(from, action, actor);
          const expected = allowed.find((a) => a[0] === from && a[1] === action && a[2] === actor);
          expect(result.ok, `${from} ${action} ${actor}`).toBe(Boolean(expected));
          if (!result.ok) expect(result.message).toMatch(/^(This order|Only) .+\.$/);
          count += 1;
        }
    expect(count).toBe(9 * 11 * 4);
  });
});

describe('refused changes', () => {
  it('tells the buyer a packed or shipped order can no longer be cancelled', () => {
    expect(nextStatus('packed', 'cancel', 'buyer')).toEqual({
      ok: false,
      message: 'This order has been packed and can no longer be cancelled; please contact us.',
    });
    expect(nextStatus('shipped', 'cancel', 'buyer')).toEqual({
      ok: false,
      message: 'This order has been shipped and can no longer be cancelled; please contact us.',
    });
    expect(nextStatus('delivered', 'cancel', 'buyer')).toMatchObject({ ok: false });
  });

  it('explains a second cancel and the cancel of a failed order', () => {
    expect(nextStatus('cancelled', 'cancel', 'buyer')).toEqual({
      ok: false,
      message: 'This order is already cancelled.',
    });
    expect(nextStatus('payment_failed', 'cancel', 'buyer')).toEqual({
      ok: false,
      message: 'This order was never paid, so there is nothing to cancel.',
    });
  });

  it('stops the owner cancelling a parcel that has left', () => {
    expect(nextStatus('shipped', 'cancel', 'owner')).toEqual({
      ok: false,
      message: 'This order has been shipped and can no longer be cancelled; refund it instead.',
    });
  });

  it('refuses a payment for an order that expired or was already paid', () => {
    expect(nextStatus('payment_failed', 'pay', 'gateway')).toEqual({
      ok: false,
      message: 'This order is closed because its payment failed, so it cannot be paid.',
    });
    expect(nextStatus('paid', 'pay', 'gateway')).toEqual({
      ok: false,
      message: 'This order is already paid, so it cannot be paid.',
    });
    expect(nextStatus('paid', 'expire', 'system')).toMatchObject({ ok: false });
    // A direct payment the owner has not confirmed within the hold gives its stock back.
    expect(nextStatus('payment_review', 'expire', 'system')).toEqual({ ok: true, status: 'payment_failed' });
  });

  it('refuses steps out of order', () => {
    expect(nextStatus('pending_payment', 'pack', 'owner')).toEqual({
      ok: false,
      message: 'This order is still awaiting payment, so it cannot be packed.',
    });
    expect(nextStatus('paid', 'ship', 'owner')).toMatchObject({ ok: false });
    expect(nextStatus('refunded', 'refund', 'owner')).toMatchObject({ ok: false });
  });

  it('names who may make a change made by the wrong actor', () => {
    expect(nextStatus('paid', 'pack', 'buyer')).toEqual({ ok: false, message: 'Only the shop can pack an order.' });
    expect(nextStatus('pending_payment', 'pay', 'buyer')).toEqual({
      ok: false,
      message: 'Only the payment gateway can mark an order paid.',
    });
    expect(nextStatus('paid', 'cancel', 'gateway')).toEqual({
      ok: false,
      message: 'Only the buyer or the shop can cancel an order.',
    });
    expect(nextStatus('payment_review', 'confirmPayment', 'buyer')).toMatchObject({ ok: false });
  });
});

describe('stock', () => {
  it('returns when an order holding stock is cancelled, fails or is refunded before shipping', () => {
    expect(releasesStock('pending_payment', 'payment_failed')).toBe(true);
    expect(releasesStock('pending_payment', 'cancelled')).toBe(true);
    expect(releasesStock('payment_review', 'payment_failed')).toBe(true);
    expect(releasesStock('paid', 'cancelled')).toBe(true);
    expect(releasesStock('packed', 'cancelled')).toBe(true);
    expect(releasesStock('paid', 'refunded')).toBe(true);
  });

  it('does not return for shipped goods, a refund after a cancel, or a forward step', () => {
    expect(releasesStock('shipped', 'refunded')).toBe(false);
    expect(releasesStock('delivered', 'refunded')).toBe(false);
    expect(releasesStock('cancelled', 'refunded')).toBe(false);
    expect(releasesStock('pending_payment', 'paid')).toBe(false);
    expect(releasesStock('paid', 'packed')).toBe(false);
    expect(releasesStock('packed', 'shipped')).toBe(false);
  });
});

describe('what the buyer can do', () => {
  it('can cancel before packing only', () => {
    expect(ORDER_STATUSES.filter(isBuyerCancellable)).toEqual(['pending_payment', 'paid', 'payment_review']);
  });

  it('can retry payment only while it is awaited', () => {
    expect(ORDER_STATUSES.filter(canRetryPayment)).toEqual(['pending_payment']);
  });

  it('can reorder once the order no longer waits for payment', () => {
    expect(canReorder('payment_failed')).toBe(true);
    expect(canReorder('delivered')).toBe(true);
    expect(canReorder('pending_payment')).toBe(false);
    expect(canReorder('payment_review')).toBe(false);
  });
});

describe('labels', () => {
  it('has a label for every status', () => {
    expect(orderStatusLabel('pending_payment')).toBe('Awaiting payment');
    expect(orderStatusLabel('payment_failed')).toBe('Payment failed');
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).toMatch(/^[A-Z][a-z ]+$/);
  });
});
