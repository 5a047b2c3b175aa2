import { z } from 'zod';
import { type ArrivalWindow, arrivalWindow, nextLiveFishDispatch } from './dispatch.ts';
import { type IndianRegion, isIndianRegion, STATES_AND_UNION_TERRITORIES } from './india.ts';
import type { Paise } from './money.ts';

// The shipping configuration (PRODUCT.md section 7) and the quote checkout shows for one cart and
// one delivery state. Fees and charges are taxable values in paise: GST is added on top (gst.ts).

const paise = z.number().int().min(0).max(10_000_000_00);
const taxPercent = z.number().int().min(0).max(40);
const transitDays = z.number().int().min(0).max(30);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const regionShipping = z
  .object({
    serviceableForLiveFish: z.boolean(),
    feePaise: paise,
    transitDaysMin: transitDays,
    transitDaysMax: transitDays,
  })
  .strict()
  .refine((r) => r.transitDaysMax >= r.transitDaysMin, {
    message: 'The longest transit cannot be shorter than the shortest',
    path: ['transitDaysMax'],
  });
export type RegionShipping = z.infer<typeof regionShipping>;

export const dispatchRules = z
  .object({
    weekdays: z.array(z.number().int().min(1).max(7)).max(7),
    cutoffHour: z.number().int().min(0).max(23),
    holidays: z.array(isoDate).max(366),
  })
  .strict();

export const shippingConfig = z
  .object({
    regions: z.record(z.enum(STATES_AND_UNION_TERRITORIES), regionShipping),
    /** The shipping fee is waived when the goods (tax included) reach this; null: never. */
    freeShippingAbovePaise: paise.nullable(),
    /** One insulated live-fish box per order that has live fish. */
    packingPaise: paise,
    shippingTaxPercent: taxPercent,
    packingTaxPercent: taxPercent,
    dispatch: dispatchRules,
    /** Dead-on-arrival claims are taken this many hours after the recorded delivery (issue 12). */
    doaClaimWindowHours: z.number().int().min(1).max(168).default(2),
  })
  .strict();
export type ShippingConfig = z.infer<typeof shippingConfig>;

const MAHARASHTRA: RegionShipping = {
  serviceableForLiveFish: true,
  feePaise: 150_00,
  transitDaysMin: 1,
  transitDaysMax: 1,
};
const NEIGHBOURS: RegionShipping = {
  serviceableForLiveFish: true,
  feePaise: 250_00,
  transitDaysMin: 2,
  transitDaysMax: 2,
};
const REST: RegionShipping = { serviceableForLiveFish: true, feePaise: 350_00, transitDaysMin: 2, transitDaysMax: 3 };

const neighbours: readonly IndianRegion[] = [
  'Gujarat',
  'Goa',
  'Karnataka',
  'Telangana',
  'Madhya Pradesh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
];
// Islands reached only by air cargo with long connections: live fish would not survive.
const noLiveFish: readonly IndianRegion[] = ['Andaman and Nicobar Islands', 'Lakshadweep'];

function demoRegion(region: IndianRegion): RegionShipping {
  if (region === 'Maharashtra') return MAHARASHTRA;
  if (neighbours.includes(region)) return NEIGHBOURS;
  return noLiveFish.includes(region) ? { ...REST, serviceableForLiveFish: false } : REST;
}

/** PRODUCT.md section 7's demo defaults, seeded until the owner edits them. */
export const DEMO_SHIPPING_CONFIG: ShippingConfig = {
  regions: Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((r) => [r, demoRegion(r)])) as Record<
    IndianRegion,
    RegionShipping
  >,
  freeShippingAbovePaise: 2_499_00,
  packingPaise: 200_00,
  shippingTaxPercent: 18,
  packingTaxPercent: 18,
  dispatch: { weekdays: [1, 2, 3], cutoffHour: 12, holidays: [] },
  doaClaimWindowHours: 2,
};

export type ShippingCart = { hasLiveFish: boolean; goodsTotalPaise: Paise };

export type ShippingQuote =
  | {
      ok: true;
      feePaise: Paise;
      packingPaise: Paise;
      freeShippingApplied: boolean;
      transitDaysMin: number;
      transitDaysMax: number;
      /** Live fish only: the day they leave the shop. */
      dispatchDate?: string;
      arrival?: ArrivalWindow;
    }
  | { ok: false; message: string };

/**
 * Free shipping is for dry goods (PRODUCT.md: "free shipping of dry goods above ₹2,499"): a cart
 * with live fish pays its fee whatever its total, because live fish travel by the fastest, dearest
 * service. Decision record 014.
 */
export function quoteShipping(
  config: ShippingConfig,
  cart: ShippingCart,
  region: IndianRegion,
  now: Date,
): ShippingQuote {
  if (!isIndianRegion(region)) return { ok: false, message: 'Please choose a state or union territory in India.' };
  const rule = config.regions[region];
  const free =
    !cart.hasLiveFish &&
    config.freeShippingAbovePaise !== null &&
    cart.goodsTotalPaise >= config.freeShippingAbovePaise;
  const base = {
    feePaise: free ? 0 : rule.feePaise,
    freeShippingApplied: free,
    transitDaysMin: rule.transitDaysMin,
    transitDaysMax: rule.transitDaysMax,
  };
  if (!cart.hasLiveFish) return { ok: true, ...base, packingPaise: 0 };
  if (!rule.serviceableForLiveFish) {
    return {
      ok: false,
      message: `We cannot ship live fish to ${region}; please remove the live fish from your cart or choose an address in another state.`,
    };
  }
  const dispatchDate = nextLiveFishDispatch(now, config.dispatch);
  if (dispatchDate === null) {
    return {
      ok: false,
      message: 'Live fish are not being dispatched at the moment; please remove them from your cart or contact us.',
    };
  }
  return {
    ok: true,
    ...base,
    packingPaise: config.packingPaise,
    dispatchDate,
    arrival: arrivalWindow(dispatchDate, rule.transitDaysMin, rule.transitDaysMax),
  };
}
