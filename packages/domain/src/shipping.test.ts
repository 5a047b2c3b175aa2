import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPING_CONFIG, quoteShipping, shippingConfig } from './shipping.ts';

const monday10am = new Date('2026-06-01T04:30:00Z');
const wednesday1pm = new Date('2026-06-03T07:30:00Z');
const dryGoods = (goodsTotalPaise: number) => ({ hasLiveFish: false, goodsTotalPaise });
const withFish = (goodsTotalPaise: number) => ({ hasLiveFish: true, goodsTotalPaise });

describe('demo shipping defaults (PRODUCT.md section 7)', () => {
  it('charges ₹150 and one day within Maharashtra', () => {
    expect(DEMO_SHIPPING_CONFIG.regions.Maharashtra).toEqual({
      serviceableForLiveFish: true,
      feePaise: 15_000,
      transitDaysMin: 1,
      transitDaysMax: 1,
    });
  });

  it('charges ₹250 and two days to the neighbouring states', () => {
    for (const region of ['Gujarat', 'Goa', 'Karnataka', 'Telangana', 'Madhya Pradesh', 'Chhattisgarh'] as const) {
      expect(DEMO_SHIPPING_CONFIG.regions[region]).toMatchObject({
        feePaise: 25_000,
        transitDaysMin: 2,
        transitDaysMax: 2,
      });
    }
    expect(DEMO_SHIPPING_CONFIG.regions['Dadra and Nagar Haveli and Daman and Diu'].feePaise).toBe(25_000);
  });

  it('charges ₹350 and two to three days elsewhere, with no live fish to the islands', () => {
    expect(DEMO_SHIPPING_CONFIG.regions.Delhi).toEqual({
      serviceableForLiveFish: true,
      feePaise: 35_000,
      transitDaysMin: 2,
      transitDaysMax: 3,
    });
    expect(DEMO_SHIPPING_CONFIG.regions.Lakshadweep.serviceableForLiveFish).toBe(false);
    expect(DEMO_SHIPPING_CONFIG.regions['Andaman and Nicobar Islands'].serviceableForLiveFish).toBe(false);
    const unserviceable = Object.entries(DEMO_SHIPPING_CONFIG.regions).filter(([, r]) => !r.serviceableForLiveFish);
    expect(unserviceable).toHaveLength(2);
  });

  it('is a valid configuration with every state and union territory', () => {
    expect(shippingConfig.safeParse(DEMO_SHIPPING_CONFIG).success).toBe(true);
    expect(Object.keys(DEMO_SHIPPING_CONFIG.regions)).toHaveLength(36);
  });

  it('refuses a configuration missing a region or with transit days the wrong way round', () => {
    const { Goa: _goa, ...withoutGoa } = DEMO_SHIPPING_CONFIG.regions;
    expect(shippingConfig.safeParse({ ...DEMO_SHIPPING_CONFIG, regions: withoutGoa }).success).toBe(false);
    const backwards = {
      ...DEMO_SHIPPING_CONFIG.regions,
      Goa: { ...DEMO_SHIPPING_CONFIG.regions.Goa, transitDaysMin: 3 },
    };
    expect(shippingConfig.safeParse({ ...DEMO_SHIPPING_CONFIG, regions: backwards }).success).toBe(false);
  });
});

describe('shipping quote', () => {
  it('charges dry goods the state fee with no packing and no dispatch date', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, dryGoods(100_000), 'Kerala', monday10am)).toEqual({
      ok: true,
      feePaise: 35_000,
      packingPaise: 0,
      freeShippingApplied: false,
      transitDaysMin: 2,
      transitDaysMax: 3,
    });
  });

  it('ships dry goods free at ₹2,499 and above, and charges them just below', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, dryGoods(249_900), 'Kerala', monday10am)).toMatchObject({
      ok: true,
      feePaise: 0,
      freeShippingApplied: true,
    });
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, dryGoods(249_899), 'Kerala', monday10am)).toMatchObject({
      ok: true,
      feePaise: 35_000,
      freeShippingApplied: false,
    });
  });

  it('still charges the fee and the packing for live fish above the free-shipping amount', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, withFish(1_000_000), 'Maharashtra', monday10am)).toEqual({
      ok: true,
      feePaise: 15_000,
      packingPaise: 20_000,
      freeShippingApplied: false,
      transitDaysMin: 1,
      transitDaysMax: 1,
      dispatchDate: '2026-06-01',
      arrival: { earliest: '2026-06-02', latest: '2026-06-02' },
    });
  });

  it('dates live fish after the cut-off to the next dispatch day and the arrival from it', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, withFish(50_000), 'Delhi', wednesday1pm)).toMatchObject({
      ok: true,
      dispatchDate: '2026-06-08',
      arrival: { earliest: '2026-06-10', latest: '2026-06-11' },
    });
  });

  it('refuses live fish to a state that cannot receive them, naming it', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, withFish(50_000), 'Lakshadweep', monday10am)).toEqual({
      ok: false,
      message:
        'We cannot ship live fish to Lakshadweep; please remove the live fish from your cart or choose an address in another state.',
    });
  });

  it('still ships dry goods to a state that cannot receive live fish', () => {
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, dryGoods(50_000), 'Lakshadweep', monday10am)).toMatchObject({
      ok: true,
    });
  });

  it('refuses live fish when no dispatch day is set', () => {
    const paused = { ...DEMO_SHIPPING_CONFIG, dispatch: { ...DEMO_SHIPPING_CONFIG.dispatch, weekdays: [] } };
    expect(quoteShipping(paused, withFish(50_000), 'Maharashtra', monday10am)).toMatchObject({ ok: false });
  });

  it('never waives shipping when there is no free-shipping amount', () => {
    const never = { ...DEMO_SHIPPING_CONFIG, freeShippingAbovePaise: null };
    expect(quoteShipping(never, dryGoods(10_000_000), 'Goa', monday10am)).toMatchObject({ feePaise: 25_000 });
  });

  it('refuses a region that is not Indian', () => {
    // @ts-expect-error: a value from outside the type system
    expect(quoteShipping(DEMO_SHIPPING_CONFIG, dryGoods(1), 'Atlantis', monday10am)).toMatchObject({ ok: false });
  });
});
