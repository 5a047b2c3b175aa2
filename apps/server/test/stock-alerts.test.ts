import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { setStock as ownerSetsStock } from '../src/modules/catalog/stock.ts';
import { decodedEmail, outboxFiles } from './account-fixtures.ts';
import { setStock, type Variant, variantsWithStock } from './cart-fixtures.ts';
import { type Buyer, buyers } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

const SUBSCRIBE = '/api/products/stockAlerts/subscribe';
const CONFIRM = '/api/products/stockAlerts/confirm';
const UNSUBSCRIBE = '/api/products/stockAlerts/unsubscribe';

let store: TestStore;
let dataDir: string;
let outboxDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'discus-alerts-'));
  store = await createTestStore({ DATA_DIR: dataDir }, { jobPollingSeconds: 1 });
  outboxDir = store.config.mail.outboxDir;
});
afterAll(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function emailsTo(address: string): Promise<string[]> {
  const names = await outboxFiles(outboxDir);
  const texts = await Promise.all(names.map((n) => readFile(path.join(outboxDir, n), 'utf8')));
  return texts.map(decodedEmail).filter((t) => t.includes(`To: ${address}`));
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited in vain for ${what}`);
}

const isRestock = (email: string) => email.includes('Good news:');

const linkToken = (email: string, action: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/back-in-stock\\?${action}=([\\w-]+)`).exec(email);
  if (!match?.[1]) throw new Error(`no ${action} link`);
  return match[1];
};

async function statusesOf(variantId: number): Promise<string[]> {
  const { rows } = await store.db.execute<{ status: string }>(
    sql`SELECT status FROM stock_alerts WHERE variant_id = ${variantId} ORDER BY id`,
  );
  return rows.map((r) => r.status);
}

describe('"Tell me when it is back" on a sold-out option', () => {
  it('sends exactly one email per subscriber when two restocks race, and ends the subscriptions', async () => {
    const [v] = (await variantsWithStock(store.db, 1, 0, 30)) as [Variant];
    const [asha, ravi] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    for (const buyer of [asha, ravi]) {
      const answer = await post(store.app, SUBSCRIBE, { variantId: v.variantId }, buyer.headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ result: { status: 'active' }, message: messages.stockAlertActive });
    }
    // Asking twice keeps one subscription.
    await post(store.app, SUBSCRIBE, { variantId: v.variantId }, asha.headers);

    // A guest confirms through the emailed link; another guest never does.
    const confirmed = `guest-${Date.now()}@example.com`;
    const unconfirmed = `lazy-${Date.now()}@example.com`;
    for (const email of [confirmed, unconfirmed]) {
      const answer = await post(store.app, SUBSCRIBE, { variantId: v.variantId, email });
      expect(answer.body).toEqual({ result: { status: 'pending' }, message: messages.stockAlertPending });
    }
    await waitUntil(async () => (await emailsTo(confirmed)).length === 1, 'the confirmation email');
    const [confirmation] = await emailsTo(confirmed);
    const ok = await post(store.app, CONFIRM, { token: linkToken(confirmation ?? '', 'confirm') });
    expect(ok.body).toEqual({ message: messages.stockAlertConfirmed });
    expect(await statusesOf(v.variantId)).toEqual(['active', 'active', 'active', 'pending']);

    // Two restocks at once, through the stock functions the owner's screens use.
    await Promise.all(
      [5, 7].map((stock) =>
        inTransaction(store.db, (tx) => ownerSetsStock(tx.$client, [{ variantId: v.variantId, stock }])),
      ),
    );
    await waitUntil(
      async () => (await statusesOf(v.variantId)).filter((s) => s === 'sent').length === 3,
      'the subscriptions to end',
    );
    const subscribers = [`buyer-${asha.profileId}@example.com`, `buyer-${ravi.profileId}@example.com`, confirmed];
    await waitUntil(
      async () => (await Promise.all(subscribers.map(emailsTo))).every((list) => list.some(isRestock)),
      'the restock emails',
    );
    // Sold out and back again: ended subscriptions hear nothing more.
    await setStock(store.db, v.variantId, 0);
    await setStock(store.db, v.variantId, 2);
    const { rows } = await store.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sent_emails WHERE key LIKE 'stock-alert-%-restock'`,
    );
    expect(rows[0]?.n).toBe(3);
    for (const address of subscribers) {
      const restock = (await emailsTo(address)).filter(isRestock);
      expect(restock, address).toHaveLength(1);
      expect(restock[0]).toContain('/product-detail?id=');
      expect(restock[0]).toContain('/back-in-stock?unsubscribe=');
    }
    expect((await emailsTo(unconfirmed)).filter(isRestock)).toHaveLength(0);
    expect(await statusesOf(v.variantId)).toEqual(['sent', 'sent', 'sent', 'pending']);
  });

  it('stops a subscription with the unsubscribe link', async () => {
    const [v] = (await variantsWithStock(store.db, 1, 0, 32)) as [Variant];
    const email = `leaving-${Date.now()}@example.com`;
    await post(store.app, SUBSCRIBE, { variantId: v.variantId, email });
    await waitUntil(async () => (await emailsTo(email)).length === 1, 'the confirmation email');
    const [confirmation] = await emailsTo(email);
    await post(store.app, CONFIRM, { token: linkToken(confirmation ?? '', 'confirm') });
    const gone = await post(store.app, UNSUBSCRIBE, { token: linkToken(confirmation ?? '', 'unsubscribe') });
    expect(gone.body).toEqual({ message: messages.stockAlertEnded });
    expect(await statusesOf(v.variantId)).toEqual(['cancelled']);
    // The link works once for confirming: a cancelled subscription cannot be confirmed again.
    const again = await post(store.app, CONFIRM, { token: linkToken(confirmation ?? '', 'confirm') });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.stockAlertLinkInvalid);
  });

  it('refuses an option that is in stock, an unknown option, and a guest without an email', async () => {
    const [inStock] = (await variantsWithStock(store.db, 1, 4, 34)) as [Variant];
    const [soldOut] = (await variantsWithStock(store.db, 1, 0, 36)) as [Variant];
    const available = await post(store.app, SUBSCRIBE, { variantId: inStock.variantId, email: 'a@example.com' });
    expect(available.status).toBe(409);
    expect(available.body.message).toBe(messages.stockAlertInStock);
    const unknown = await post(store.app, SUBSCRIBE, { variantId: 2_000_000_000, email: 'a@example.com' });
    expect(unknown.status).toBe(404);
    const noEmail = await post(store.app, SUBSCRIBE, { variantId: soldOut.variantId });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe(messages.stockAlertEmailRequired);
  });

  let next = 1;
  it.each([
    [{ variantId: 1, email: 'not an email' }],
    [{ variantId: 1, email: `${'a'.repeat(250)}@example.com` }],
    [{ variantId: 'x' }],
    [{ variantId: 1, email: 'a@example.com', userId: 3 }],
  ])('refuses %j with 400', async (body) => {
    const { status, body: answer } = await post(store.app, SUBSCRIBE, body, {}, { remoteAddress: `10.9.0.${next++}` });
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
  });

  it('answers a forged, malformed or missing link token without touching anyone’s subscription', async () => {
    for (const path of [CONFIRM, UNSUBSCRIBE]) {
      const forged = await post(store.app, path, { token: 'f'.repeat(43) });
      expect(forged.status).toBe(404);
      expect(forged.body.message).toBe(messages.stockAlertLinkInvalid);
      expect((await post(store.app, path, { token: "' OR 1=1 --" })).status).toBe(400);
      expect((await post(store.app, path, {})).status).toBe(400);
    }
  });
});
