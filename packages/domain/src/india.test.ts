import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstStateCode,
  isIndianRegion,
  levisUtgst,
  STATES_AND_UNION_TERRITORIES,
  UNION_TERRITORIES,
} from './india.ts';

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories', () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(UNION_TERRITORIES).toHaveLength(8);
  });

  it('recognises only the exact names', () => {
    expect(isIndianRegion('Maharashtra')).toBe(true);
    expect(isIndianRegion('Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
    expect(isIndianRegion('maharashtra')).toBe(false);
    expect(isIndianRegion('Maharashtra ')).toBe(false);
    expect(isIndianRegion('toString')).toBe(false);
    expect(isIndianRegion(27)).toBe(false);
    expect(isIndianRegion(undefined)).toBe(false);
  });
});

describe('GST state codes', () => {
  it('gives the codes that open a GSTIN', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Jammu and Kashmir')).toBe('01');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Telangana')).toBe('36');
    expect(gstStateCode('Ladakh')).toBe('38');
    expect(gstStateCode('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
  });

  it('has one distinct two-digit code for every state and union territory', () => {
    const codes = STATES_AND_UNION_TERRITORIES.map((region) => GST_STATE_CODES[region]);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(new Set(codes).size).toBe(36);
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
  });
});

describe('UTGST', () => {
  it('applies in the union territories without a legislature', () => {
    for (const region of [
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Ladakh',
      'Lakshadweep',
    ] as const) {
      expect(levisUtgst(region)).toBe(true);
    }
  });

  it('does not apply in Delhi, Puducherry, Jammu and Kashmir or any state', () => {
    expect(levisUtgst('Delhi')).toBe(false);
    expect(levisUtgst('Puducherry')).toBe(false);
    expect(levisUtgst('Jammu and Kashmir')).toBe(false);
    expect(levisUtgst('Maharashtra')).toBe(false);
  });
});
