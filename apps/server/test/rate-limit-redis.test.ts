import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

// A real Redis server: TEST_REDIS_URL, else the machine's own (`.ci/run` starts it when it is down).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
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
});
