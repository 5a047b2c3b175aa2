import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from './test-store.ts';

// Issue 11 (decision 038): Razorpay's Checkout.js may run on /checkout, and only there, and only
// when Razorpay is set up; every other page keeps the store's strict policy.
const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_Csp0Checkout1',
  RAZORPAY_KEY_SECRET: 'csp-test-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'csp-test-webhook-secret',
};
const stores: TestStore[] = [];
let razorpay: TestStore;
let standIn: TestStore;
let withoutRazorpay: TestStore;

beforeAll(async () => {
  if (!existsSync(webBuildDir)) throw new Error('the page tests need the built web app: run `npm run build` first');
  const web = { kind: 'build' as const, dir: webBuildDir };
  razorpay = await createTestStore(razorpayKeys, { web });
  standIn = await createTestStore(
    {
      ...razorpayKeys,
      RAZORPAY_API_URL: 'http://127.0.0.1:4010',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4010/v1/checkout.js',
    },
    { web },
  );
  withoutRazorpay = await createTestStore({}, { web });
  stores.push(razorpay, standIn, withoutRazorpay);
});
afterAll(async () => {
  for (const store of stores) await store.close();
});

async function policyOf(store: TestStore, url: string): Promise<Map<string, string[]>> {
  const page = await store.app.inject({ method: 'GET', url });
  expect(page.statusCode, url).toBe(200);
  const header = String(page.headers['content-security-policy'] ?? '');
  expect(header, url).toContain("object-src 'none'");
  return new Map(
    header.split(';').map((rule) => {
      const [name = '', ...values] = rule.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const withoutNonce = (values: string[] | undefined) => values?.filter((v) => !v.startsWith("'nonce-"));

describe('the page policy with Razorpay set up', () => {
  it("lets /checkout load Checkout.js from Razorpay and reach what Razorpay's Checkout uses", async () => {
    const policy = await policyOf(razorpay, '/checkout');
    expect(withoutNonce(policy.get('script-src'))).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(policy.get('script-src')?.some((v) => /^'nonce-[\w-]{22}'$/.test(v))).toBe(true);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(policy.get('connect-src')).toContain('https://api.razorpay.com');
    expect(policy.get('connect-src')).toContain('https://lumberjack.razorpay.com');
    expect(policy.get('img-src')).toContain('https://cdn.razorpay.com');
    // The rest stays as strict as everywhere.
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('keeps it when the buyer comes back to pay an order, and when the page comes from the cache', async () => {
    const again = await policyOf(razorpay, '/checkout?order=41');
    expect(again.get('script-src')).toContain('https://checkout.razorpay.com');
    const cached = await razorpay.app.inject({ method: 'GET', url: '/checkout' });
    expect(cached.headers['x-render-cache']).toBe('hit');
    expect(cached.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
  });

  it('lets no other page load anything from Razorpay', async () => {
    for (const url of ['/', '/cart', '/product-detail?id=1', '/order_details?orderId=1', '/payment-success', '/faq']) {
      const policy = await policyOf(razorpay, url);
      expect(withoutNonce(policy.get('script-src')), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.has('frame-src'), url).toBe(false);
      expect([...policy.values()].flat().join(' '), url).not.toContain('razorpay');
    }
    const api = await razorpay.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(api.headers['content-security-policy']).not.toContain('razorpay');
  });

  it('allows the configured Checkout.js origin (the stand-in in tests), not its whole address', async () => {
    const policy = await policyOf(standIn, '/checkout');
    expect(policy.get('script-src')).toContain('http://127.0.0.1:4010');
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:4010');
    expect(policy.get('frame-src')).toContain('http://127.0.0.1:4010');
    expect([...policy.values()].flat()).not.toContain('http://127.0.0.1:4010/v1/checkout.js');
    const home = await policyOf(standIn, '/');
    expect([...home.values()].flat().join(' ')).not.toContain('4010');
  });
});

describe('the page policy without Razorpay', () => {
  it('is the same strict policy on /checkout as on the home page', async () => {
    const checkout = await policyOf(withoutRazorpay, '/checkout');
    const home = await policyOf(withoutRazorpay, '/');
    expect(withoutNonce(checkout.get('script-src'))).toEqual(["'self'"]);
    expect([...checkout.keys()]).toEqual([...home.keys()]);
    for (const [name, values] of home) expect(withoutNonce(checkout.get(name)), name).toEqual(withoutNonce(values));
  });
});
