import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStoreWithOutbox,
  decodedEmail,
  freshAddress,
  outboxFiles,
  signUp,
  waitForEmails,
} from './account-fixtures.ts';
import { post } from './test-store.ts';

// Issue 8, holes 2 and 3: the addresses the store hands out (emailed links, sitemap, robots.txt)
// come from PUBLIC_URL or this machine, never from the Host or X-Forwarded-Host of a request.
type Store = Awaited<ReturnType<typeof createStoreWithOutbox>>;
const stores: Store[] = [];
let unset: Store;
let configured: Store;

beforeAll(async () => {
  unset = await createStoreWithOutbox({ TRUST_PROXY: 'true' });
  configured = await createStoreWithOutbox({ PUBLIC_URL: 'https://shop.example.in', TRUST_PROXY: 'true' });
  stores.push(unset, configured);
});
afterAll(async () => {
  for (const store of stores) {
    await store.close();
    await store.removeDataDir();
  }
});

const forged = {
  host: 'shop.example.in@attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

/** Asks for a reset link with forged headers and returns the emailed link. */
async function emailedLink(store: Store): Promise<string> {
  const buyer = await signUp(store.app);
  const before = (await outboxFiles(store.outboxDir)).length;
  const asked = await post(store.app, '/api/users/resetPassword', { email: buyer.form.email }, forged, {
    remoteAddress: freshAddress(),
  });
  expect(asked.status).toBe(200);
  const email = decodedEmail((await waitForEmails(store.outboxDir, before + 1)).at(-1) ?? '');
  expect(email).not.toContain('attacker');
  return /(https?:\/\/\S+\/reset-password\/)[\w-]{43}/.exec(email)?.[1] ?? 'no link';
}

describe('password-reset links', () => {
  it('point at PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    expect(await emailedLink(configured)).toBe('https://shop.example.in/reset-password/');
  });

  it('point at this machine when PUBLIC_URL is unset, never at the Host of the request', async () => {
    expect(await emailedLink(unset)).toBe('http://localhost:3000/reset-password/');
  });
});

describe('robots.txt and sitemap.xml', () => {
  const get = (store: Store, url: string) => store.app.inject({ method: 'GET', url, headers: forged });

  it('name PUBLIC_URL whatever the Host', async () => {
    const sitemap = await get(configured, '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>https://shop.example.in/product-list?category=');
    expect(sitemap.body).not.toContain('attacker');
    expect((await get(configured, '/robots.txt')).body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });

  it('never echo the Host when PUBLIC_URL is unset', async () => {
    const sitemap = await get(unset, '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/product-list?category=');
    expect(sitemap.body).not.toContain('attacker');
    expect((await get(unset, '/robots.txt')).body).not.toContain('attacker');
  });
});
