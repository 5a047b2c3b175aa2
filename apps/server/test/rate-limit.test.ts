import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

const SESSION_LIMIT_PER_MINUTE = 300;
const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('rate limits', () => {
  it('answers 429 with { message } once an address has asked for too many sessions', async () => {
    const store = await createTestStore();
    stores.push(store);
    for (let i = 0; i < SESSION_LIMIT_PER_MINUTE; i++) {
      expect((await post(store.app, '/getSession')).status).toBe(200);
    }
    const refused = await post(store.app, '/getSession');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests, please wait a minute and try again');
  });
});
