// The Content-Security-Policy of every answer (docs/decisions/010): scripts only from the store,
// and on pages React Router's inline scripts with the response's nonce.

/** Origins one page may use beyond the store's own, per directive (decision 038: /checkout). */
export type ExtraSources = Partial<Record<'script-src' | 'frame-src' | 'connect-src' | 'img-src', string[]>>;

export function policyDirectives(https: boolean, nonce?: string, extra: ExtraSources = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [...(nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"]), ...(extra['script-src'] ?? [])],
    'script-src-attr': ["'none'"],
    // React sets style attributes (progress bars, image placeholders): styles stay loose.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(extra['img-src'] ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(extra['connect-src'] ?? [])],
    ...(extra['frame-src'] ? { 'frame-src': ["'self'", ...extra['frame-src']] } : {}),
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

// Where Razorpay's Checkout.js reaches once loaded, as Razorpay's own plugins allow it: its risk
// script and images (cdn), the payment window it frames (api) and its event logs (lumberjack).
const RAZORPAY_CDN = 'https://cdn.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_LOGS = ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'];

/**
 * What /checkout needs for Razorpay's Checkout: the script's own origin (RAZORPAY_CHECKOUT_URL)
 * and the API's (RAZORPAY_API_URL), which are Razorpay's in production and the stand-in's in tests.
 */
export function razorpayCheckoutSources(razorpay: { checkoutUrl: string; apiUrl: string }): ExtraSources {
  const checkout = new URL(razorpay.checkoutUrl).origin;
  const api = new URL(razorpay.apiUrl).origin;
  const unique = (...origins: string[]) => [...new Set(origins)];
  return {
    'script-src': unique(checkout, RAZORPAY_CDN),
    'frame-src': unique(checkout, api, RAZORPAY_API),
    'connect-src': unique(checkout, api, RAZORPAY_API, ...RAZORPAY_LOGS),
    'img-src': unique(checkout, RAZORPAY_CDN),
  };
}
