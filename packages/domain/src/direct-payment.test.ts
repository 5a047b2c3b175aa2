import { describe, expect, it } from 'vitest';
import { isValidReference, normaliseReference, upiPayUri } from './direct-payment.ts';

describe('direct payments', () => {
  it('builds the UPI link with the payee, the amount in rupees, INR and the order number', () => {
    expect(
      upiPayUri({
        upiId: 'priya.discus@okhdfcbank',
        payeeName: 'Priya K & Co',
        amountPaise: 123_450,
        orderNumber: 'DS-000123',
      }),
    ).toBe('upi://pay?pa=priya.discus%40okhdfcbank&pn=Priya%20K%20%26%20Co&am=1234.50&cu=INR&tn=DS-000123');
    expect(upiPayUri({ upiId: 'a@b', payeeName: 'A', amountPaise: 5, orderNumber: 'DS-1' })).toContain('am=0.05');
  });

  it('accepts a 12-digit UTR for UPI and the references banks issue for transfers', () => {
    expect(isValidReference('upi', '412345678901')).toBe(true);
    expect(isValidReference('upi', '41234567890')).toBe(false);
    expect(isValidReference('upi', '4123456789012')).toBe(false);
    expect(isValidReference('upi', 'ABCD12345678')).toBe(false);
    expect(isValidReference('bank', '412345678901')).toBe(true);
    expect(isValidReference('bank', 'HDFCN52026112412')).toBe(true);
    expect(isValidReference('bank', 'HDFCR52026112412345678')).toBe(true);
    expect(isValidReference('bank', 'HDFCN5202611241')).toBe(false);
    expect(isValidReference('bank', "1' OR 1=1")).toBe(false);
    expect(normaliseReference(' hdfc-n520 2611 2412 ')).toBe('HDFCN52026112412');
  });
});
