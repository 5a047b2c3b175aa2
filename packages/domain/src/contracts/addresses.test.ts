import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation.ts';
import { addressForm, deleteAddressBody, saveAddressBody } from './addresses.ts';

const valid = {
  name: 'Asha Patil',
  phone: '9876543210',
  line1: 'Flat 4, Shanti Apartments',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411001',
  isDefault: true,
};

describe('address form', () => {
  it('accepts a complete address and fills the optional lines', () => {
    expect(saveAddressBody.parse(valid)).toEqual({ ...valid, line2: '', landmark: '' });
    expect(
      saveAddressBody.parse({ ...valid, id: 7, line2: ' Near the temple ', landmark: 'Opp. post office' }),
    ).toMatchObject({
      id: 7,
      line2: 'Near the temple',
    });
  });

  it('accepts the union territories', () => {
    expect(saveAddressBody.safeParse({ ...valid, state: 'Delhi', pin: '110001' }).success).toBe(true);
  });

  it('explains each wrong field in its own words', () => {
    expect(
      fieldErrors(addressForm, {
        name: 'A',
        phone: '98765',
        line1: '  ',
        line2: 'x'.repeat(121),
        city: 'P',
        state: 'Maharastra',
        pin: '011001',
      }),
    ).toEqual({
      name: 'Name should be at least 2 characters',
      phone: 'Phone number should be 10 digits.',
      line1: 'Address line 1 is required',
      line2: 'Address line 2 should be at most 120 characters',
      city: 'City should be at least 2 characters',
      state: 'Please choose a state or union territory',
      pin: 'PIN code should be 6 digits',
    });
  });

  it('refuses PIN codes that are not six digits', () => {
    for (const pin of ['41100', '4110011', '41100a', '', ' 411 001']) {
      expect(fieldErrors(addressForm, { ...valid, pin }).pin).toBe('PIN code should be 6 digits');
    }
  });

  it('refuses markup and control characters with the field named', () => {
    expect(fieldErrors(addressForm, { ...valid, name: '<script>alert(1)</script>' }).name).toBe(
      'Name contains characters that are not allowed',
    );
    expect(fieldErrors(addressForm, { ...valid, city: 'Pune\u0000' }).city).toBe(
      'City contains characters that are not allowed',
    );
    expect(fieldErrors(addressForm, { ...valid, landmark: 'a\u202eb' }).landmark).toBe(
      'Landmark contains characters that are not allowed',
    );
  });

  it('keeps names in Indian scripts', () => {
    expect(saveAddressBody.safeParse({ ...valid, name: 'आशा पाटील', city: 'पुणे' }).success).toBe(true);
  });

  it('refuses unknown fields, wrong types and bad ids', () => {
    expect(saveAddressBody.safeParse({ ...valid, userId: 1 }).success).toBe(false);
    expect(saveAddressBody.safeParse({ ...valid, phone: 9876543210 }).success).toBe(false);
    expect(saveAddressBody.safeParse({ ...valid, isDefault: 'yes' }).success).toBe(false);
    expect(saveAddressBody.safeParse({ ...valid, id: -1 }).success).toBe(false);
    expect(deleteAddressBody.safeParse({ id: '1' }).success).toBe(false);
    expect(deleteAddressBody.safeParse({ id: 1 }).success).toBe(true);
  });
});
