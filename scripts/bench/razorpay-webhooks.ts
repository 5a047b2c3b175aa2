// `npm run bench:razorpay-webhooks` (also part of `npm run bench`): Razorpay's webhook at 50
// connections (issue 11). Every request is a signed `payment.captured` event as the stand-in makes
// them; half are new events, half repeat the event sent just before (Razorpay redelivers). A new
// event is verified, kept and its job enqueued in one transaction; a repeat is verified and found.
// The jobs run meanwhile in the same process (their Razorpay orders are not the store's, so each
// finds nothing to pay). A forged delivery (refused after the signature check) and a constant JSON
// route on the same app are measured in the same run.
import { apiPaths } from '@discus/domain/contracts/paths';
import { sql } from 'drizzle-orm';
import { startRazorpayStandIn, type WebhookDelivery } from '../../apps/server/test/razorpay-stand-in.ts';
import { autocannon } from './autocannon.ts';
import { startThrowawayStore } from './throwaway-store.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const EVENTS = 150_000;
const keys = { keyId: 'rzp_test_Bench0001', keySecret: 'bench-key-secret', webhookSecret: 'bench-webhook-secret' };

const standIn = await startRazorpayStandIn(keys);
const store = await startThrowawayStore(
  'razorpay-webhooks',
  (app) => {
    app.post('/bench/constant', async () => ({ result: { ok: true } }));
  },
  {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
  },
);

// Signed events made before the clock starts, so the load generator only sends.
const made: WebhookDelivery[] = [];
for (let i = 0; i < EVENTS; i++) {
  const orderId = `order_Bench${String(i).padStart(9, '0')}`;
  made.push(
    standIn.webhook('payment.captured', {
      payment: {
        id: `pay_Bench${String(i).padStart(9, '0')}`,
        entity: 'payment',
        amount: 123_450,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        invoice_id: null,
        international: false,
        method: 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        description: null,
        email: 'buyer@example.com',
        contact: '+919876543210',
        notes: [],
        fee: 2469,
        tax: 444,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        created_at: Math.floor(Date.now() / 1000),
      },
    }),
  );
}

type Sent = { method: string; path: string; headers: Record<string, string>; body: string };
const asRequest = (d: WebhookDelivery): Sent => ({
  method: 'POST',
  path: apiPaths.razorpayWebhook,
  headers: d.headers,
  body: d.body,
});

let sent = 0;
let fresh = 0;
const run = (name: string, requests: Parameters<typeof autocannon>[0]['requests']) =>
  autocannon({ url: store.url, connections: CONNECTIONS, duration: DURATION, timeout: 10, requests }).then(
    (result) => ({ name, result }),
  );

const baseline = await run('baseline: constant JSON', [
  { method: 'POST', path: '/bench/constant', headers: { 'content-type': 'application/json' }, body: '{}' },
]);
const webhooks = await run('webhook: signed payment.captured, half repeats', [
  {
    setupRequest: () => {
      // Even requests: a new event; odd ones: the event sent just before, again.
      const delivery = sent++ % 2 === 0 ? made[fresh++ % EVENTS] : made[Math.max(0, fresh - 1) % EVENTS];
      return asRequest(delivery as WebhookDelivery);
    },
  },
]);
const forged = standIn.forged(made[0] as WebhookDelivery);
const refused = await run('webhook: forged signature (400)', [asRequest(forged)]);

const { rows } = await store.database.db.execute<{ kept: number }>(
  sql`SELECT count(*)::int AS kept FROM payment_webhook_events`,
);
const kept = (rows[0] as { kept: number }).kept;

const base = baseline.result.requests.mean;
console.log(`\nRazorpay webhooks (${CONNECTIONS} connections, ${DURATION} s each)\n`);
console.log('| run | req/s | p50 ms | p99 ms | errors | non-2xx | ÷ constant |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { name, result } of [baseline, webhooks, refused]) {
  const ratio = (result.requests.mean / base).toFixed(3);
  console.log(
    `| ${name} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} | ${ratio}× |`,
  );
}
console.log(
  `\nWebhook deliveries answered: ${webhooks.result.requests.total}; distinct events sent: ${Math.min(fresh, EVENTS)}; events kept: ${kept} (a primary key on the event id; those still in flight when the clock stopped may be missing)`,
);

await store.stop();
await standIn.close();
