import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signUp } from './account-fixtures.ts';
import { createTestStore, type TestStore } from './test-store.ts';

// Every admin call, including those added later by other areas, refuses guests and customers:
// the list is read from the routes the app really registered, not written out here.

let store: TestStore;
let customerToken: string;
beforeAll(async () => {
  store = await createTestStore();
  customerToken = (await signUp(store.app)).token;
});
afterAll(() => store.close());

/** Every registered route under /api/admin, from Fastify's own route tree. */
function adminRoutes(): { method: string; url: string }[] {
  const tree = store.app.printRoutes({ commonPrefix: false, includeHooks: false });
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /(\/api\/admin\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push({ method, url: match[1] });
    }
  }
  return routes;
}

describe('the admin guard', () => {
  it('finds the admin routes in the route tree', () => {
    const urls = adminRoutes().map((r) => r.url);
    expect(urls).toContain('/api/admin/customers');
    expect(urls).toContain('/api/admin/catalog/saveProduct');
    expect(urls).toContain('/api/admin/catalog/uploadProductPhoto');
    for (const call of [
      'orders/list',
      'orders/exportCsv',
      'orders/get',
      'orders/pack',
      'orders/ship',
      'orders/deliver',
    ]) {
      expect(urls).toContain(`/api/admin/${call}`);
    }
    for (const call of [
      'orders/cancel',
      'orders/refund',
      'orders/note',
      'dashboard',
      'shipping/config',
      'shipping/saveConfig',
    ]) {
      expect(urls).toContain(`/api/admin/${call}`);
    }
  });

  it('refuses every admin route to a guest (401) and to a customer (403), whatever the body', async () => {
    for (const { method, url } of adminRoutes()) {
      const send = (headers: Record<string, string>) =>
        store.app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...headers },
          payload: '{}',
        });
      const guest = await send({});
      expect({ url, status: guest.statusCode, body: guest.json() }).toEqual({
        url,
        status: 401,
        body: { message: messages.loginRequired },
      });
      const customer = await send(authHeader(customerToken));
      expect({ url, status: customer.statusCode, body: customer.json() }).toEqual({
        url,
        status: 403,
        body: { message: messages.adminOnly },
      });
    }
  });
});
