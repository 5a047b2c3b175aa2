import type { APIRequestContext } from '@playwright/test';

type Option = { _id: number; size: string; variant_price: number; variant_quantity: number };
export type Product = {
  id: number;
  title: string;
  slug: string;
  createdAt: string;
  options: (Option & { isDiscountEnabled: boolean; variant_discount: { value: number } })[];
  variant_images: { filename: string }[];
};

/** Ask the store's own API, the way the browser does, to know what the pages should show. */
export async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, { data: body });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export async function listProducts(request: APIRequestContext, body: Record<string, unknown>): Promise<Product[]> {
  return (await call<{ result: Product[] }>(request, '/api/products/listProducts', body)).result;
}

export type Customer = { firstName: string; lastName: string; email: string; password: string };

/** A customer account made through the API, for tests whose subject is not registering. */
export async function registerCustomer(request: APIRequestContext, customer: Customer): Promise<Customer> {
  await call(request, '/api/users/register', { ...customer, phone: '9876543210', dateOfBirth: '1991-07-14' });
  return customer;
}
