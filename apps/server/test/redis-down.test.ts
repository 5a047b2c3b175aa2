import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStoreWithOutbox, freshAddress, signUp } from './account-fixtures.ts';
import { guestId, item, type Variant, variantsWithStock } from './cart-fixtures.ts';
import { post } from './test-store.ts';

/** A port where nothing listens: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// REDIS_URL names a server that is down: rate-limit counters cannot be kept there, and the shop
// must keep selling anyway (no hang, no 500).
let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
});
afterAll(async () => {
  try {
    await store.close();
  } finally {
    await store.removeDataDir();
  }
});

const call = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
  post(store.app, url, body, headers, { remoteAddress: freshAddress() });

describe('with Redis unreachable', () => {
  it('buyers still browse the catalogue', async () => {
    expect((await call('/api/products/categories/getProductCategory', { all: true })).status).toBe(200);
    const search = await call('/api/products/searchProducts', { query: 'discus' });
    expect(search.status).toBe(200);
    expect(search.body.result.length).toBeGreaterThan(0);
    expect((await call('/getSession')).status).toBe(200);
  });

  it('buyers still register, log in and fill a cart', async () => {
    const [fish] = (await variantsWithStock(store.db, 1, 5, 20)) as [Variant];
    const asha = await signUp(store.app);
    const added = await call(
      '/api/users/cart/addToCart',
      { userId: asha.user.profileId, cartItems: [item(fish, 1)] },
      authHeader(asha.token),
    );
    expect(added.status).toBe(200);
    const guest = await call('/api/users/cart/addToCart', { userId: guestId(), cartItems: [item(fish, 2)] });
    expect(guest.status).toBe(200);
  });

  it('buyers can still write to the shop', async () => {
    const message = { name: 'Ravi Menon', email: 'ravi@example.in', message: 'Do you ship to Kochi in the monsoon?' };
    expect((await call('/api/contact/sendMessage', message)).status).toBe(200);
  });
});
