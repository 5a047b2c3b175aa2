import { afterEach, describe, expect, it } from 'vitest';
import { createStoreWithOutbox } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

const SESSION_LIMIT_PER_MINUTE = 300;
const CONTACT_LIMIT_PER_MINUTE = 5;
const stores: TestStore[] = [];
const dataDirs: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const remove of dataDirs.splice(0)) await remove();
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

describe('the client address behind the limits', () => {
  const message = { name: 'Ravi Menon', email: 'ravi@example.in', message: 'Do you ship to Kochi in the monsoon?' };
  const sendFrom = (store: TestStore, forwardedFor: string) =>
    post(
      store.app,
      '/api/contact/sendMessage',
      message,
      { 'x-forwarded-for': forwardedFor },
      {
        remoteAddress: '10.1.2.3',
      },
    );

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pose as many', async () => {
    const store = await createStoreWithOutbox();
    stores.push(store);
    dataDirs.push(store.removeDataDir);
    for (let i = 1; i <= CONTACT_LIMIT_PER_MINUTE; i++)
      expect((await sendFrom(store, `203.0.113.${i}`)).status).toBe(200);
    const refused = await sendFrom(store, '203.0.113.200');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests, please wait a minute and try again');
  });

  it('counts each forwarded buyer apart with TRUST_PROXY', async () => {
    const store = await createStoreWithOutbox({ TRUST_PROXY: 'true' });
    stores.push(store);
    dataDirs.push(store.removeDataDir);
    for (let i = 1; i <= CONTACT_LIMIT_PER_MINUTE + 1; i++) {
      expect((await sendFrom(store, `203.0.113.${i}`)).status).toBe(200);
    }
  });
});
