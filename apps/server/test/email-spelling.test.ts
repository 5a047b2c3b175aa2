import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, logIn, newCustomer } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 8: one spelling of an email (NFKC, trimmed, lower-cased once) for storage, lookup and counters.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

async function registered() {
  const form = newCustomer({ email: `Info.${Date.now()}.${Math.random().toString(36).slice(2)}@Example.IN` });
  const answer = await post(store.app, '/api/users/register', form, {}, { remoteAddress: freshAddress() });
  expect(answer.status).toBe(200);
  return form;
}

describe('the spelling of an email', () => {
  it('is stored and answered in one form: trimmed and lower-cased', async () => {
    const form = await registered();
    const login = await logIn(store.app, form.email, form.password);
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(form.email.toLowerCase());
  });

  it('finds the account from a width variant of the same letters', async () => {
    const form = await registered();
    const fullWidth = form.email.replace('Info', 'ＩＮＦＯ');
    expect((await logIn(store.app, `  ${fullWidth} `, form.password)).status).toBe(200);
  });

  it('does not log in to the i account with a dotted capital İ in its place', async () => {
    const form = await registered();
    const dotted = form.email.replace('Info', 'İnfo');
    expect(await logIn(store.app, dotted, form.password)).toMatchObject({
      status: 401,
      body: { message: messages.invalidCredentials },
    });
  });
});
