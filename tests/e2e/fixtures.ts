// Fixed values the browser-test store starts with and the tests log in with.

// The shop owner (ADMIN_EMAIL / ADMIN_PASSWORD of the test store).
export const ADMIN = { email: 'owner@discus-e2e.example.com', password: 'owner-pass-e2e-2024' };

/** An email no other test (or earlier run) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A buyer's own network address. The test store trusts X-Forwarded-For (TRUST_PROXY=true, as
 * behind a real proxy), so each test is a different buyer to the per-address login limits.
 */
export function buyerAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

/** The Razorpay keys of the second test store and of its local stand-in (never real ones). */
export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_BrowserTests01',
  keySecret: 'browser-tests-key-secret',
  webhookSecret: 'browser-tests-webhook-secret',
};
