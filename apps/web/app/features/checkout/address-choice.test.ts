import type { Address } from '@discus/domain/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { addressLine, chosenAfterChange } from './address-choice.ts';

const address = (id: number, isDefault: boolean): Address => ({
  id,
  name: 'Kavya Rao',
  phone: '9845012345',
  line1: '14, 2nd Cross, Indiranagar',
  line2: '',
  landmark: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
  isDefault,
});

describe('address choice', () => {
  const list = [address(1, false), address(2, true), address(3, false)];

  it("keeps the buyer's choice while it exists", () => {
    expect(chosenAfterChange(list, 3)).toBe(3);
  });

  it('falls back to the default, then to the first, then to none', () => {
    expect(chosenAfterChange(list, 9)).toBe(2);
    expect(chosenAfterChange(list, null)).toBe(2);
    expect(chosenAfterChange([address(5, false), address(6, false)], null)).toBe(5);
    expect(chosenAfterChange([], 1)).toBeNull();
  });

  it('writes an address on one line, leaving out what is empty', () => {
    expect(addressLine(address(1, false))).toBe(
      '14, 2nd Cross, Indiranagar, Near the metro, Bengaluru, Karnataka 560038',
    );
  });
});
