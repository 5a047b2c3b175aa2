import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, formatOrderNumber } from './order-number.ts';

describe('order number', () => {
  it('is DS- and six digits', () => {
    expect(formatOrderNumber(1)).toBe('DS-000001');
    expect(formatOrderNumber(123)).toBe('DS-000123');
    expect(formatOrderNumber(999_999)).toBe('DS-999999');
  });

  it('grows past six digits', () => {
    expect(formatOrderNumber(1_000_000)).toBe('DS-1000000');
  });

  it('refuses numbers that are not positive whole numbers', () => {
    expect(() => formatOrderNumber(0)).toThrow(RangeError);
    expect(() => formatOrderNumber(1.5)).toThrow(RangeError);
  });
});

describe('tax invoice number', () => {
  it('carries the financial year and the sequence', () => {
    expect(formatInvoiceNumber('2026-27', 123)).toBe('INV/26-27/000123');
    expect(formatInvoiceNumber('2099-00', 1)).toBe('INV/99-00/000001');
  });

  it('has at most 16 characters up to the last allowed number', () => {
    const last = formatInvoiceNumber('2026-27', 999_999);
    expect(last).toBe('INV/26-27/999999');
    expect(last).toHaveLength(16);
  });

  it('refuses a number that would exceed 16 characters', () => {
    expect(() => formatInvoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
  });

  it('refuses a malformed financial year', () => {
    expect(() => formatInvoiceNumber('26-27', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-2027', 1)).toThrow(RangeError);
  });
});
