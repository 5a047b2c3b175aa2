import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amount in words (Indian numbering)', () => {
  it('writes lakhs, thousands, hundreds and paise', () => {
    expect(amountInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    );
  });

  it('writes zero', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('writes one rupee and round amounts without filler', () => {
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(100_000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
  });

  it('writes paise only', () => {
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(99)).toBe('Ninety-Nine Paise Only');
  });

  it('writes the teens, the tens and the gaps inside a number', () => {
    expect(amountInWords(1_100)).toBe('Rupees Eleven Only');
    expect(amountInWords(4_000)).toBe('Rupees Forty Only');
    expect(amountInWords(10_500_010_000)).toBe('Rupees Ten Crore Fifty Lakh One Hundred Only');
    expect(amountInWords(2_000_005)).toBe('Rupees Twenty Thousand and Five Paise Only');
  });

  it('writes the largest parts: ninety-nine crore and beyond', () => {
    expect(amountInWords(99_99_99_999_99)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(1_000_00_00_000_00)).toBe('Rupees One Thousand Crore Only');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
