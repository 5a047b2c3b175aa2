import { messages } from '@discus/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { ensureAdmin } from '../src/modules/users/admin.ts';
import { authHeader, logIn, newCustomer, signUp } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// The owner's account comes from ADMIN_EMAIL / ADMIN_PASSWORD (issue 8, hole 1): whoever
// registers the owner's address first must not become admin, and the settings stay in charge.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store.close();
});

const ownerEmail = () => newCustomer().email.replace('asha', 'owner');
const customers = (token: string) => post(store.app, '/api/admin/customers', {}, authHeader(token));

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates the owner account, which can log in as admin', async () => {
    const email = ownerEmail();
    expect(await ensureAdmin(store.db, { email, password: 'owner passphrase 1' })).toBe('created');
    const login = await logIn(store.app, email, 'owner passphrase 1');
    expect(login.body.user.role).toBe(1);
    expect((await customers(login.body.token)).status).toBe(200);
  });

  it('refuses to start rather than promote an account registered first with another password', async () => {
    const email = ownerEmail();
    const squatter = await signUp(store.app, { email, password: 'squatters-own-42' });

    const start = ensureAdmin(store.db, { email, password: 'owner passphrase 1' });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/ADMIN_EMAIL.*password is not ADMIN_PASSWORD/s);

    expect((await logIn(store.app, email, 'squatters-own-42')).body.user.role).toBe(0);
    expect(await customers(squatter.token)).toMatchObject({ status: 403, body: { message: messages.adminOnly } });
    expect((await logIn(store.app, email, 'owner passphrase 1')).status).toBe(401);
  });

  it('makes admin an existing account whose password is ADMIN_PASSWORD', async () => {
    const email = ownerEmail();
    const owner = await signUp(store.app, { email, password: 'owner passphrase 1' });
    expect(await ensureAdmin(store.db, { email, password: 'owner passphrase 1' })).toBe('exists');
    expect((await customers(owner.token)).status).toBe(200);
  });

  it('gives the owner account the new ADMIN_PASSWORD when it changes, and ends its logins', async () => {
    const email = ownerEmail();
    await ensureAdmin(store.db, { email, password: 'owner passphrase 1' });
    const before = await logIn(store.app, email, 'owner passphrase 1');

    await ensureAdmin(store.db, { email, password: 'owner passphrase 2' });
    expect((await logIn(store.app, email, 'owner passphrase 1')).status).toBe(401);
    const after = await logIn(store.app, email, 'owner passphrase 2');
    expect(after.body.user.role).toBe(1);
    expect((await customers(before.body.token)).status).toBe(401);
  });

  it('keeps a password the owner changed in the store while ADMIN_PASSWORD stays the same', async () => {
    const email = ownerEmail();
    await ensureAdmin(store.db, { email, password: 'owner passphrase 1' });
    const login = await logIn(store.app, email, 'owner passphrase 1');
    const changed = await post(
      store.app,
      '/api/users/changePassword',
      { currentPassword: 'owner passphrase 1', newPassword: 'chosen in the store 3' },
      authHeader(login.body.token),
    );
    expect(changed.status).toBe(200);

    await ensureAdmin(store.db, { email, password: 'owner passphrase 1' });
    expect((await logIn(store.app, email, 'chosen in the store 3')).body.user.role).toBe(1);
  });

  it('takes admin away from the previous owner account when ADMIN_EMAIL moves', async () => {
    const [previous, next] = [ownerEmail(), ownerEmail()];
    await ensureAdmin(store.db, { email: previous, password: 'owner passphrase 1' });
    const old = await logIn(store.app, previous, 'owner passphrase 1');

    await ensureAdmin(store.db, { email: next, password: 'owner passphrase 1' });
    expect(await customers(old.body.token)).toMatchObject({ status: 403, body: { message: messages.adminOnly } });
    expect((await logIn(store.app, previous, 'owner passphrase 1')).body.user.role).toBe(0);
    expect((await logIn(store.app, next, 'owner passphrase 1')).body.user.role).toBe(1);
  });
});
