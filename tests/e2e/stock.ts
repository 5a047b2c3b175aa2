import { type APIRequestContext, expect } from '@playwright/test';
import { call } from './api.ts';
import { ADMIN } from './fixtures.ts';

// Stock as the owner sets it, for the tests of what buyers see of sold-out items.

export type Listed = { id: number; title: string; slug: string; options: { _id: number }[] };
type Inventory = { result: { id: number; variants: { id: number; version: number }[] }[] };

/** The owner sets a variant's stock through the admin API, as the inventory screen does. */
export async function ownerSetsStock(
  request: APIRequestContext,
  productTitle: string,
  variantId: number,
  stock: number,
) {
  const login = await request.post('/api/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'x-auth-token': token };
  const inventory = (await (
    await request.post('/api/admin/catalog/inventory', { data: { query: productTitle }, headers })
  ).json()) as Inventory;
  const variant = inventory.result.flatMap((p) => p.variants).find((v) => v.id === variantId);
  if (!variant) throw new Error(`variant ${variantId} not in the inventory`);
  const saved = await request.post('/api/admin/catalog/updateVariant', {
    data: { variantId, version: variant.version, stock },
    headers,
  });
  expect(saved.ok()).toBe(true);
}

/** An equipment item with a single option, and that option: the first one listed, or the last. */
export async function singleOptionEquipment(request: APIRequestContext, which: 'first' | 'last') {
  const { result } = await call<{ result: Listed[] }>(request, '/api/products/listProducts', {
    categorySlug: 'equipment',
  });
  const single = (p: Listed) => p.options.length === 1;
  const product = which === 'first' ? result.find(single) : result.findLast(single);
  if (!product) throw new Error('no single-option equipment');
  return { product, variantId: product.options[0]?._id as number };
}
