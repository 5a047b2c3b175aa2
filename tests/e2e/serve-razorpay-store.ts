// The second browser-test store: Razorpay set up, its API and Checkout.js pointed at a local
// stand-in (apps/server/test/razorpay-stand-in.ts) started here first. With Razorpay keys the test
// gateway is not offered, so the Razorpay specs have this store to themselves (playwright.config.ts).
// The store's processes (decision 042) run this script too: they use the primary's stand-in, whose
// address they find in the environment they inherit.
import cluster from 'node:cluster';
import { apiPaths } from '@discus/domain/contracts/paths';
import { startRazorpayStandIn } from '../../apps/server/test/razorpay-stand-in.ts';
import { RAZORPAY_TEST_KEYS } from './fixtures.ts';

if (cluster.isPrimary) {
  const standIn = await startRazorpayStandIn({
    ...RAZORPAY_TEST_KEYS,
    webhookUrl: `http://127.0.0.1:${process.env.PORT}${apiPaths.razorpayWebhook}`,
  });
  process.env.RAZORPAY_KEY_ID = RAZORPAY_TEST_KEYS.keyId;
  process.env.RAZORPAY_KEY_SECRET = RAZORPAY_TEST_KEYS.keySecret;
  process.env.RAZORPAY_WEBHOOK_SECRET = RAZORPAY_TEST_KEYS.webhookSecret;
  process.env.RAZORPAY_API_URL = standIn.url;
  process.env.RAZORPAY_CHECKOUT_URL = `${standIn.url}/v1/checkout.js`;
}

await import('./serve-fresh-store.ts');
