import { describe, expect, it } from 'vitest';
import { orderIdFrom } from './order-link.ts';

describe('orderIdFrom', () => {
  it('reads a positive whole number', () => {
    expect(orderIdFrom('12')).toBe(12);
  });
  it('refuses anything else', () => {
    for (const value of [null, '', '0', '-3', '1.5', '12abc', ' 12', '99999999999', '2147483648']) {
      expect(orderIdFrom(value)).toBeNull();
    }
  });
});
