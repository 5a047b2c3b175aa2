import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithOutbox, freshAddress, newCustomer } from './account-fixtures.ts';
import { post } from './test-store.ts';

// issue 3: registration, 10 a minute per address. Login and reset: login-attempts.test.ts.
let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox();
});
afterAll(async () => {
  await store.close();
  await store.removeDataDir();
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
