import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

// Runs when TEST_REDIS_URL names a Redis server (CI starts the local one).
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const stores: TestStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('rate limits with REDIS_URL', () => {
  it('are shared by every app instance behind the load balancer', async () => {
    const nameSpace = `discus-test-${randomBytes(4).toString('hex')}-`;
    const first = await createTestStore({ REDIS_URL: redisUrl }, { rateLimitNameSpace: nameSpace });
    const second = await createTestStore({ REDIS_URL: redisUrl }, { rateLimitNameSpace: nameSpace });
    stores.push(first, second);
    for (let i = 0; i < 150; i++) {
      expect((await post(first.app, '/getSession')).status).toBe(200);
      expect((await post(second.app, '/getSession')).status).toBe(200);
    }
    expect((await post(first.app, '/getSession')).status).toBe(429);
    expect((await post(second.app, '/getSession')).status).toBe(429);
  });

  it('count login attempts per account across instances', async () => {
    const nameSpace = `discus-test-${randomBytes(4).toString('hex')}-`;
    const first = await createTestStore({ REDIS_URL: redisUrl }, { rateLimitNameSpace: nameSpace });
    const second = await createTestStore({ REDIS_URL: redisUrl }, { rateLimitNameSpace: nameSpace });
    stores.push(first, second);
    const body = { email: `someone.${randomBytes(4).toString('hex')}@example.in`, password: 'wrong-password' };
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? first.app : second.app;
      expect((await post(app, '/api/users/login', body, {}, { remoteAddress: `10.9.0.${i}` })).status).toBe(401);
    }
    const refused = await post(first.app, '/api/users/login', body, {}, { remoteAddress: '10.9.1.1' });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many requests, please wait a minute and try again' },
    });
  });
});
