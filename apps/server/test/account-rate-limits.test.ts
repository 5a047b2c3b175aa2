import { randomUUID } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithOutbox, freshAddress, newCustomer } from './account-fixtures.ts';
import { post } from './test-store.ts';

// issue 3: login and reset, 5 a minute per address and per account; register 10 a minute per address.
const PER_MINUTE = 5;

let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox();
});
afterAll(async () => {
  await store.close();
  await store.removeDataDir();
});

const someone = () => `someone.${randomUUID()}@example.in`;
const login = (email: string, remoteAddress: string) =>
  post(store.app, '/api/users/login', { email, password: 'wrong-password' }, {}, { remoteAddress });
const reset = (email: string, remoteAddress: string) =>
  post(store.app, '/api/users/resetPassword', { email }, {}, { remoteAddress });

describe.each([
  ['login', login, 401],
  ['reset', reset, 200],
])('%s attempts', (_name, attempt, usualStatus) => {
  it('are limited per account, even from many addresses, whatever the case of the email', async () => {
    const email = someone();
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await attempt(i % 2 ? email : email.toUpperCase(), freshAddress())).status).toBe(usualStatus);
    }
    const refused = await attempt(email, freshAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held up.
    expect((await attempt(someone(), freshAddress())).status).toBe(usualStatus);
  });

  it('are limited per address, even for many accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_MINUTE; i++) expect((await attempt(someone(), address)).status).toBe(usualStatus);
    expect(await attempt(someone(), address)).toMatchObject({
      status: 429,
      body: { message: messages.tooManyRequests },
    });
    expect((await attempt(someone(), freshAddress())).status).toBe(usualStatus);
  });
});

describe('registration', () => {
  it('is limited to 10 a minute per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await post(store.app, '/api/users/register', newCustomer(), {}, { remoteAddress: address })).status).toBe(
        200,
      );
    }
    const refused = await post(store.app, '/api/users/register', newCustomer(), {}, { remoteAddress: address });
    expect(refused).toMatchObject({ status: 429, body: { message: messages.tooManyRequests } });
  });
});
