import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/modules/users/admin.ts';
import { authHeader, logIn, type SignedIn, signUp } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
let adminToken: string;
let customers: SignedIn[];
beforeAll(async () => {
  store = await createTestStore();
  await ensureAdmin(store.db, { email: 'owner@example.in', password: 'owner-password' });
  adminToken = (await logIn(store.app, 'owner@example.in', 'owner-password')).body.token;
  customers = [];
  // One after the other, so "newest first" has an order to show.
  for (const [firstName, lastName, phone] of [
    ['Asha', 'Patil', '9876500001'],
    ['Ravi', 'Kulkarni', '9876500002'],
    ['Meera', 'Iyer', '9123400003'],
  ] as const) {
    customers.push(await signUp(store.app, { firstName, lastName, phone }));
  }
});
afterAll(() => store.close());

const list = (body: unknown, headers: Record<string, string> = authHeader(adminToken)) =>
  post(store.app, '/api/admin/customers', body, headers);

describe('POST /api/admin/customers', () => {
  it('refuses guests with 401 and customers with 403', async () => {
    expect(await list({}, {})).toMatchObject({ status: 401, body: { message: messages.loginRequired } });
    const customer = customers[0] as SignedIn;
    expect(await list({}, authHeader(customer.token))).toMatchObject({
      status: 403,
      body: { message: messages.adminOnly },
    });
  });

  it('lists customers newest first, in pages, without the admin', async () => {
    const first = await list({ pageNo: 1, pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: 3, pageNo: 1, pageSize: 2 });
    expect(first.body.result.map((u: { firstName: string }) => u.firstName)).toEqual(['Meera', 'Ravi']);
    const second = await list({ pageNo: 2, pageSize: 2 });
    expect(second.body.result.map((u: { firstName: string }) => u.firstName)).toEqual(['Asha']);
    expect(JSON.stringify([first.body, second.body])).not.toMatch(/owner@example\.in|password|scrypt/);
  });

  it('finds customers by name, email or phone, whatever the case', async () => {
    const names = async (query: string) =>
      (await list({ query })).body.result.map((u: { firstName: string }) => u.firstName);
    expect(await names('kulkarni')).toEqual(['Ravi']);
    expect(await names('asha patil')).toEqual(['Asha']);
    expect(await names((customers[2] as SignedIn).form.email.toUpperCase())).toEqual(['Meera']);
    expect(await names('98765 00002')).toEqual(['Ravi']);
    expect(await names('98765')).toEqual(['Ravi', 'Asha']);
    expect(await names('%')).toEqual([]);
    expect((await list({ query: 'nobody-like-this' })).body).toMatchObject({ result: [], totalCount: 0 });
  });

  it('refuses fields it does not know and pages out of range', async () => {
    expect((await list({ query: 'a', role: 1 })).status).toBe(400);
    expect((await list({ pageSize: 1000 })).status).toBe(400);
  });
});
