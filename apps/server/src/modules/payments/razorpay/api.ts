import { z } from 'zod';

// A small client of Razorpay's HTTP API (https://razorpay.com/docs/api/): only the calls the store
// makes. Basic auth with the key id and secret, amounts in paise, and Razorpay's error body
// `{ error: { code, description, source, step, reason, metadata } }` turned into a RazorpayError.

const DEFAULT_TIMEOUT_MS = 10_000;

const notes = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((v) =>
    Array.isArray(v) ? {} : Object.fromEntries(Object.entries(v).map(([k, value]) => [k, String(value)])),
  );

export const razorpayOrder = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes: notes.optional().default({}),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrder>;

export const razorpayPayment = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: z.string().nullable().optional(),
  amount_refunded: z.number().int().optional().default(0),
  captured: z.boolean().optional().default(false),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  error_reason: z.string().nullable().optional(),
  notes: notes.optional().default({}),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

export const razorpayRefund = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullable().optional(),
  notes: notes.optional().default({}),
  status: z.enum(['pending', 'processed', 'failed']),
  speed_requested: z.string().optional(),
  speed_processed: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefund>;

const collection = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

export const razorpayErrorBody = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string().nullish(),
    step: z.string().nullish(),
    reason: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    field: z.string().nullish(),
  }),
});
export type RazorpayErrorBody = z.infer<typeof razorpayErrorBody>;

/** Razorpay answered, and refused: its own words, and whether asking again could help. */
export class RazorpayError extends Error {
  readonly code: string;
  readonly reason: string | null;
  readonly field: string | null;
  constructor(
    readonly statusCode: number,
    body: RazorpayErrorBody['error'],
  ) {
    super(body.description);
    this.name = 'RazorpayError';
    this.code = body.code;
    this.reason = body.reason ?? null;
    this.field = body.field ?? null;
  }

  /** A refusal of the request itself (4xx other than 409 "still processing" and 429): asking again gets the same. */
  get final(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 409 && this.statusCode !== 429;
  }
}

/** Razorpay could not be reached, answered too late, or answered something that is not its API. */
export class RazorpayUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RazorpayUnavailable';
  }
}

export type RazorpayApiOptions = { keyId: string; keySecret: string; apiUrl: string; timeoutMs?: number };

export type NewRazorpayOrder = { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> };
export type NewRazorpayRefund = { amount: number; receipt?: string; notes?: Record<string, string> };

export type RazorpayApi = ReturnType<typeof razorpayApi>;

export function razorpayApi(options: RazorpayApiOptions) {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call<T extends z.ZodType>(
    answer: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayUnavailable(`Razorpay ${method} ${path} failed: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const refused = razorpayErrorBody.safeParse(json);
      if (refused.success && response.status < 500) throw new RazorpayError(response.status, refused.data.error);
      throw new RazorpayUnavailable(`Razorpay ${method} ${path} answered ${response.status}`);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new RazorpayUnavailable(`Razorpay ${method} ${path} answered an unexpected body`);
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    createOrder: (order: NewRazorpayOrder) => call(razorpayOrder, 'POST', '/v1/orders', order),
    fetchOrder: (orderId: string) => call(razorpayOrder, 'GET', `/v1/orders/${id(orderId)}`),
    /** Every payment attempted on the order: failed, authorized and captured ones. */
    fetchOrderPayments: async (orderId: string) =>
      (await call(collection(razorpayPayment), 'GET', `/v1/orders/${id(orderId)}/payments`)).items,
    fetchPayment: (paymentId: string) => call(razorpayPayment, 'GET', `/v1/payments/${id(paymentId)}`),
    /**
     * Razorpay refunds once per idempotency key (10+ letters, digits, - or _): asking again with the
     * same key and body answers the same refund, with another body it is refused.
     */
    createRefund: (paymentId: string, refund: NewRazorpayRefund, idempotencyKey: string) =>
      call(razorpayRefund, 'POST', `/v1/payments/${id(paymentId)}/refund`, refund, {
        'x-refund-idempotency': idempotencyKey,
      }),
    fetchRefund: (refundId: string) => call(razorpayRefund, 'GET', `/v1/refunds/${id(refundId)}`),
  };
}
