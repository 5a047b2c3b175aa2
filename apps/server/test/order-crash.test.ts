import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { queryStoreDatabase, type StoreProcess, startStoreProcess } from './store-process.ts';

// issue 9: the confirmation email is enqueued in the transaction that marks the order paid. Kill
// the store right after that commit and start it again: the email exists, exactly once.

const api = async (store: StoreProcess, call: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${store.url}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: answer.status,
    body: (await answer.json()) as { token?: string; user?: { profileId: string }; result?: unknown },
  };
};

async function confirmations(outboxDir: string, orderId: number): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(`-order-${orderId}-confirmed.eml`));
}

it('sends the confirmation exactly once when the store is killed right after the payment', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-crash-'));
  const stores: StoreProcess[] = [];
  try {
    const first = await startStoreProcess(dataDir);
    stores.push(first);
    const email = `crash-${randomUUID()}@example.com`;
    const form = {
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876543210',
      dateOfBirth: '1990-01-01',
      email,
      password: 'a long passphrase',
    };
    expect((await api(first, '/api/users/register', form)).status).toBe(200);
    const login = await api(first, '/api/users/login', { email, password: form.password, keepSignedIn: true });
    const headers = { 'x-auth-token': login.body.token ?? '' };
    const [variant] = await queryStoreDatabase<{ productId: number; variantId: number }>(
      dataDir,
      `SELECT v.product_id AS "productId", v.id AS "variantId" FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.active AND p.active AND NOT p.live_fish AND v.stock > 0 ORDER BY v.id LIMIT 1`,
    );
    const cartItems = [
      { productId: variant?.productId, selectedVariants: [{ variantId: variant?.variantId, quantity: 1 }] },
    ];
    expect(
      (await api(first, '/api/users/cart/addToCart', { userId: login.body.user?.profileId, cartItems }, headers))
        .status,
    ).toBe(200);
    const address = await api(
      first,
      '/api/users/addresses/save',
      {
        name: 'Asha Rao',
        phone: '9876543210',
        line1: '12 Lake Road',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411038',
      },
      headers,
    );
    const placed = await api(
      first,
      '/api/orders/placeOrder',
      { addressId: (address.body.result as { id: number }).id, idempotencyKey: randomUUID(), paymentMethod: 'test' },
      headers,
    );
    const { orderId, payUrl } = placed.body.result as { orderId: number; payUrl: string };
    const paid = await api(first, '/api/payments/test/decide', { paymentId: payUrl.split('/').pop(), outcome: 'paid' });
    expect(paid.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startStoreProcess(dataDir);
    stores.push(second);
    const outboxDir = path.join(dataDir, 'outbox');
    // A job the killed store had begun is handed out again once its 60 s lease runs out.
    for (let waited = 0; waited < 180_000 && (await confirmations(outboxDir, orderId)).length === 0; waited += 500) {
      await delay(500);
    }
    // Give a duplicate every chance to appear before counting.
    await delay(5000);
    expect(await confirmations(outboxDir, orderId)).toHaveLength(1);
    const [order] = await queryStoreDatabase<{ status: string }>(dataDir, 'SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order?.status).toBe('paid');
  } finally {
    for (const store of stores) if (store.child.exitCode === null) store.child.kill('SIGKILL');
    await Promise.all(stores.map((s) => s.exited));
    await rm(dataDir, { recursive: true, force: true });
  }
}, 420_000);
