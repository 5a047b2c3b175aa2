import type { TimelineEvent } from '@discus/domain/contracts/orders';
import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state.ts';

const placed: TimelineEvent = {
  status: 'pending_payment',
  statusLabel: 'Awaiting payment',
  at: '2026-11-23T10:15:00Z',
  actor: 'buyer',
  note: 'Order placed',
};
const declined: TimelineEvent = { ...placed, actor: 'gateway', note: 'Payment declined; you can try again' };

describe('paymentState', () => {
  it('awaits a payment nobody has answered yet', () => {
    expect(paymentState({ status: 'pending_payment', timeline: [placed] })).toBe('awaiting');
  });

  it('knows a declined attempt from the gateway having the last word on an order still awaiting payment', () => {
    expect(paymentState({ status: 'pending_payment', timeline: [placed, declined] })).toBe('declined');
  });

  it('says failed once the order itself failed, and settled for a paid or later order', () => {
    expect(paymentState({ status: 'payment_failed', timeline: [placed, declined] })).toBe('failed');
    expect(paymentState({ status: 'paid', timeline: [placed] })).toBe('settled');
    expect(paymentState({ status: 'cancelled', timeline: [placed] })).toBe('settled');
  });
});
