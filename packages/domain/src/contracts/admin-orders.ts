import { z } from 'zod';
import { STATES_AND_UNION_TERRITORIES } from '../india.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';
import { ORDER_ACTORS, ORDER_STATUSES } from '../order-status.ts';
import type { ShippingConfig } from '../shipping.ts';
import { entityId, pageNo, pageSize } from './common.ts';
import { orderDetails } from './orders.ts';
import { plainText } from './text.ts';

// The owner's order calls (issue 12): POST /api/admin/orders/..., JSON, behind the admin guard.
// Money is rupees here, paise in the server and database (decision 004).

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const ADMIN_ORDERS_PAGE_SIZE = 25;
/** The most order lines one CSV export carries; the owner narrows the dates for more. */
export const ORDER_CSV_MAX_LINES = 50_000;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'That date does not exist');

/** Filters shared by the list and the CSV export. Dates are Asia/Kolkata calendar days, both included. */
export const adminOrderFilter = z
  .object({
    query: z.string().trim().max(100).default(''),
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).default([]),
    from: isoDate.optional(),
    to: isoDate.optional(),
    sort: z.enum(ADMIN_ORDER_SORTS).default('newest'),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type AdminOrderFilter = z.input<typeof adminOrderFilter>;

export const adminOrdersBody = z
  .object({
    filter: adminOrderFilter.default({ query: '', statuses: [], sort: 'newest' }),
    pageNo: pageNo.default(1),
    pageSize: pageSize.default(ADMIN_ORDERS_PAGE_SIZE),
  })
  .strict();
export type AdminOrdersBody = z.input<typeof adminOrdersBody>;

export const adminOrderRow = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  placedAt: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  state: z.string(),
  grandTotal: z.number(),
  itemCount: z.number().int(),
  liveFish: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrdersAnswer = z.object({
  result: z.array(adminOrderRow),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswer>;

export const adminOrderCsvBody = z
  .object({ filter: adminOrderFilter.default({ query: '', statuses: [], sort: 'newest' }) })
  .strict();

export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;

/** What the owner may do to the order now, as the state machine allows. */
export const OWNER_ORDER_ACTIONS = ['pack', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OwnerOrderAction = (typeof OWNER_ORDER_ACTIONS)[number];

export const adminTimelineEvent = z.object({
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** The admin who acted, as "First Last". */
  adminName: z.string().nullable(),
  note: z.string(),
  internal: z.boolean(),
});

export const adminOrderDetails = z.object({
  order: orderDetails,
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string(), userId: z.number().int().nullable() }),
  timeline: z.array(adminTimelineEvent),
  payments: z.array(
    z.object({
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** Every refund of the order, oldest first: whole or in part, done, on its way, or failed. */
  refunds: z.array(
    z.object({
      provider: z.string(),
      amount: z.number(),
      status: z.enum(REFUND_STATUSES),
      reason: z.string(),
      /** The provider's refund id, or how the shop recorded it. */
      reference: z.string().nullable(),
      /** Why the provider refused it (a failed refund). */
      failure: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Rupees paid and not refunded nor on their way back: what the refund dialog offers. */
  refundable: z.number(),
  /** What the owner must look at: money the gateway reported that did not pay the order. */
  alerts: z.array(z.string()),
  paidAt: z.string().nullable(),
  liveFish: z.boolean(),
  /** The end of the dead-on-arrival claim window, once delivered. */
  doaClaimUntil: z.string().nullable(),
  actions: z.array(z.enum(OWNER_ORDER_ACTIONS)),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetails>;
export const adminOrderAnswer = z.object({ result: adminOrderDetails });
/** An action's answer: the order as it now is, and what to tell the owner. */
export const adminOrderActionAnswer = adminOrderAnswer.extend({ message: z.string() });

const orderIdBody = z.object({ orderId: entityId }).strict();
export const adminGetOrderBody = orderIdBody;
export const adminPackOrderBody = orderIdBody;

const trackingUrl = z
  .string()
  .trim()
  .max(500, 'Tracking link should be at most 500 characters')
  .refine(
    (v) =>
      /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#][^\s<>"]*)?$/i.test(
        v,
      ),
    'Tracking link must be a web address starting with https://',
  );

export const adminShipOrderBody = z
  .object({
    orderId: entityId,
    courier: plainText('Courier', 2, 80),
    trackingNumber: plainText('Tracking number', 3, 60),
    trackingUrl: trackingUrl.optional(),
  })
  .strict();
export type AdminShipOrderBody = z.infer<typeof adminShipOrderBody>;

export const adminDeliverOrderBody = z
  .object({
    orderId: entityId,
    deliveredAt: z
      .string()
      .max(40)
      .refine(
        (v) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
          !Number.isNaN(Date.parse(v)),
        'Delivery time must be a date and time',
      )
      .optional(),
  })
  .strict();

export const adminCancelOrderBody = z.object({ orderId: entityId, reason: plainText('Reason', 3, 500) }).strict();
const refundAmount = z
  .number({ error: 'The amount must be a number' })
  .positive('The amount must be more than ₹0')
  .max(10_000_000, 'The amount is too large')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amounts can have at most 2 decimals (paise)');

/** A refund in whole or in part; the refund dialog makes one key, so pressing twice refunds once. */
export const adminRefundOrderBody = z
  .object({
    orderId: entityId,
    reason: plainText('Reason', 3, 500),
    /** Rupees; omitted: all that is left to refund. */
    amount: refundAmount.optional(),
    idempotencyKey: z.string().uuid('The refund key must be a UUID'),
  })
  .strict();
export type AdminRefundOrderBody = z.infer<typeof adminRefundOrderBody>;
export const adminOrderNoteBody = z.object({ orderId: entityId, note: plainText('Note', 1, 1000) }).strict();

// ---- dashboard ---------------------------------------------------------------------------------

const revenuePeriod = z.object({
  /** Paid orders' totals with GST, rupees. */
  revenue: z.number(),
  gst: z.number(),
  orders: z.number().int(),
  previousRevenue: z.number(),
  /** Percent change against the period before; null when that one had nothing. */
  changePercent: z.number().nullable(),
});
export type RevenuePeriod = z.infer<typeof revenuePeriod>;

/** A buyer's search that found nothing (`found` 0) or found some only without the words `leftOut`, lower case. */
export const searchMiss = z.object({
  query: z.string(),
  /** How often it was searched while kept (at most 90 days since the last time). */
  searches: z.number().int(),
  found: z.number().int(),
  leftOut: z.array(z.string()),
  lastSearchedAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMiss>;

export const dashboardAnswer = z.object({
  result: z.object({
    /** The Asia/Kolkata calendar day the figures are for. */
    today: z.string(),
    revenue: z.object({ today: revenuePeriod, last7Days: revenuePeriod, last30Days: revenuePeriod }),
    needsAction: z.object({
      toPack: z.number().int(),
      toShip: z.number().int(),
      toDeliver: z.number().int(),
      paymentsToConfirm: z.number().int(),
    }),
    byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), statusLabel: z.string(), count: z.number().int() })),
    stock: z.object({
      lowStockAt: z.number().int(),
      variants: z.array(
        z.object({
          productId: z.number().int(),
          variantId: z.number().int(),
          title: z.string(),
          size: z.string(),
          stock: z.number().int(),
        }),
      ),
    }),
    recentOrders: z.array(adminOrderRow),
    /** Buyers' searches of the last 30 days that found nothing, or only without some words; most searched first. */
    searchMisses: z.array(searchMiss),
    topProducts: z.array(
      z.object({
        productId: z.number().int().nullable(),
        title: z.string(),
        quantity: z.number().int(),
        revenue: z.number(),
      }),
    ),
    /** 30 days, oldest first, every day present. */
    chart: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardAnswer>['result'];
export const dashboardBody = z.object({}).strict();

// ---- shipping configuration ------------------------------------------------------------------

const rupees = z
  .number({ error: 'Amounts must be numbers' })
  .min(0, 'Amounts cannot be negative')
  .max(100_000, 'Amounts must be at most ₹1,00,000')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Amounts can have at most 2 decimals (paise)');
const days = z
  .number()
  .int('Days must be whole numbers')
  .min(0, 'Days cannot be negative')
  .max(30, 'Days must be at most 30');

export const shippingRegionForm = z
  .object({
    serviceableForLiveFish: z.boolean(),
    fee: rupees,
    transitDaysMin: days,
    transitDaysMax: days,
  })
  .strict()
  .refine((r) => r.transitDaysMax >= r.transitDaysMin, {
    message: 'The longest transit cannot be shorter than the shortest',
    path: ['transitDaysMax'],
  });

export const shippingConfigForm = z
  .object({
    regions: z.record(z.enum(STATES_AND_UNION_TERRITORIES), shippingRegionForm),
    freeShippingAbove: rupees.nullable(),
    packing: rupees,
    dispatch: z
      .object({
        weekdays: z
          .array(z.number().int().min(1).max(7))
          .max(7)
          .refine((w) => new Set(w).size === w.length, 'Each weekday once'),
        cutoffHour: z.number().int().min(0, 'Cut-off hour is 0 to 23').max(23, 'Cut-off hour is 0 to 23'),
        holidays: z.array(isoDate).max(366),
      })
      .strict(),
    doaClaimWindowHours: z
      .number()
      .int('Hours must be whole')
      .min(1, 'The claim window is at least 1 hour')
      .max(168, 'The claim window is at most 168 hours'),
  })
  .strict();
export type ShippingConfigForm = z.infer<typeof shippingConfigForm>;
/** `version` names the configuration the owner saw: a save over another one is refused (staleEdit). */
export const shippingConfigAnswer = z.object({ result: shippingConfigForm, version: z.string() });
export const getShippingConfigBody = z.object({}).strict();
export const saveShippingConfigBody = z.object({ config: shippingConfigForm, version: z.string().max(64) }).strict();
export const saveShippingConfigAnswer = shippingConfigAnswer.extend({ message: z.string() });

/** The stored configuration (paise) as the owner's form (rupees). */
export function shippingConfigToForm(config: ShippingConfig): ShippingConfigForm {
  return {
    regions: Object.fromEntries(
      Object.entries(config.regions).map(([region, r]) => [
        region,
        {
          serviceableForLiveFish: r.serviceableForLiveFish,
          fee: paiseToRupees(r.feePaise),
          transitDaysMin: r.transitDaysMin,
          transitDaysMax: r.transitDaysMax,
        },
      ]),
    ) as ShippingConfigForm['regions'],
    freeShippingAbove: config.freeShippingAbovePaise === null ? null : paiseToRupees(config.freeShippingAbovePaise),
    packing: paiseToRupees(config.packingPaise),
    dispatch: {
      ...config.dispatch,
      weekdays: [...config.dispatch.weekdays].sort(),
      holidays: [...config.dispatch.holidays].sort(),
    },
    doaClaimWindowHours: config.doaClaimWindowHours,
  };
}

/** The owner's form over the stored configuration; tax rates the form does not show are kept. */
export function shippingConfigFromForm(form: ShippingConfigForm, current: ShippingConfig): ShippingConfig {
  return {
    regions: Object.fromEntries(
      Object.entries(form.regions).map(([region, r]) => [
        region,
        {
          serviceableForLiveFish: r.serviceableForLiveFish,
          feePaise: rupeesToPaise(r.fee),
          transitDaysMin: r.transitDaysMin,
          transitDaysMax: r.transitDaysMax,
        },
      ]),
    ) as ShippingConfig['regions'],
    freeShippingAbovePaise: form.freeShippingAbove === null ? null : rupeesToPaise(form.freeShippingAbove),
    packingPaise: rupeesToPaise(form.packing),
    shippingTaxPercent: current.shippingTaxPercent,
    packingTaxPercent: current.packingTaxPercent,
    dispatch: {
      cutoffHour: form.dispatch.cutoffHour,
      weekdays: [...form.dispatch.weekdays].sort(),
      holidays: [...new Set(form.dispatch.holidays)].sort(),
    },
    doaClaimWindowHours: form.doaClaimWindowHours,
  };
}
