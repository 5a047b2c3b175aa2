import type { RazorpayCheckout, RazorpayVerifyBody } from '@discus/domain/contracts/razorpay';

// Razorpay's Checkout.js as the store uses it: the documented constructor, options, handler,
// `payment.failed` event and `open()`. The tests' stand-in script defines the same `Razorpay`.

export type RazorpaySuccess = Omit<RazorpayVerifyBody, 'orderId'>;
export type RazorpayFailure = {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
};

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  modal: { ondismiss: () => void };
  handler: (response: RazorpaySuccess) => void;
};

type RazorpayInstance = {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
};

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: { url: string; script: Promise<RazorpayConstructor> } | null = null;

/**
 * Adds Checkout.js to the page the first time the buyer pays, never before: no other page and
 * no first load of /checkout asks Razorpay for anything. A failed load may be tried again.
 */
function loadCheckoutScript(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading?.url === url) return loading.script;
  const script = new Promise<RazorpayConstructor>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = url;
    element.async = true;
    element.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay in the script'));
    element.onerror = () => {
      element.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(element);
  });
  loading = { url, script };
  script.catch(() => {
    if (loading?.script === script) loading = null;
  });
  return script;
}

export type CheckoutEvents = {
  onPaid: (response: RazorpaySuccess) => void;
  onFailed: (failure: RazorpayFailure) => void;
  onDismissed: () => void;
};

// The shop's brand colour (app.css --color-brand-700), so Razorpay's modal looks like the shop.
const BRAND_COLOUR = '#115e59';

/** Opens Razorpay's Checkout for one store order; rejects only when the script cannot be loaded. */
export async function openRazorpayCheckout(checkout: RazorpayCheckout, events: CheckoutEvents): Promise<void> {
  const Razorpay = await loadCheckoutScript(checkout.checkoutUrl);
  const razorpay = new Razorpay({
    key: checkout.keyId,
    amount: checkout.amountPaise,
    currency: checkout.currency,
    name: checkout.shopName,
    description: `Order ${checkout.orderNumber}`,
    order_id: checkout.razorpayOrderId,
    prefill: checkout.prefill,
    notes: { order_number: checkout.orderNumber },
    theme: { color: BRAND_COLOUR },
    modal: { ondismiss: events.onDismissed },
    handler: events.onPaid,
  });
  // Checkout keeps its window open after a failure so the buyer can try another way to pay.
  razorpay.on('payment.failed', events.onFailed);
  razorpay.open();
}
