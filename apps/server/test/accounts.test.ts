import { createHash, randomUUID } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { authTokens } from '../src/db/schema.ts';
import { ensureAdmin } from '../src/modules/users/admin.ts';
import { authHeader, freshAddress, logIn, newCustomer, signUp } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const HOUR = 60 * 60 * 1000;
const register = (body: unknown) => post(store.app, '/api/users/register', body, {}, { remoteAddress: freshAddress() });
const getUser = (profileId: string, headers: Record<string, string> = {}) =>
  post(store.app, '/api/users/getUserById', { profileId }, headers);

async function tokenRow(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await store.db.select().from(authTokens).where(eq(authTokens.tokenHash, hash));
  return row;
}

describe('POST /api/users/register', () => {
  it('creates the account and answers the spec message', async () => {
    const form = newCustomer();
    const { status, body } = await register(form);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'User registered successfully' });

    const { rows } = await store.db.execute(
      sql`SELECT first_name, phone, date_of_birth, role, password_hash FROM users WHERE email = ${form.email}`,
    );
    expect(rows[0]).toMatchObject({ first_name: 'Asha', phone: '9876543210', date_of_birth: '1990-04-12', role: 0 });
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]?.password_hash).not.toContain(form.password);
  });

  it('answers an email already registered, whatever its case, as a new one (account-abuse.test.ts)', async () => {
    const form = newCustomer();
    expect((await register(form)).status).toBe(200);
    const again = await register({ ...newCustomer(), email: `  ${form.email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 200, body: { message: messages.userRegistered } });
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['phone', '98765', messages.phoneLength],
    ['phone', '98765432101', messages.phoneLength],
    ['dateOfBirth', '', 'Date of birth is required'],
    ['dateOfBirth', '2999-01-01', 'Date of birth must be a real date in the past'],
    ['email', 'asha.example.in', messages.invalidEmailRegister],
    ['password', 'short', messages.passwordTooShort],
    ['password', 'x'.repeat(65), 'Password must be at most 64 characters'],
  ])('refuses %s = %j with a message saying why', async (field, value, message) => {
    const { status, body } = await register({ ...newCustomer(), [field]: value });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a missing field, an unknown field (no choosing your own role) and malformed JSON', async () => {
    const { phone: _phone, ...withoutPhone } = newCustomer();
    expect((await register(withoutPhone)).status).toBe(400);

    const withRole = await register({ ...newCustomer(), role: 1 });
    expect(withRole.status).toBe(400);
    expect(withRole.body.message).toEqual(expect.any(String));

    const malformed = await register('{"firstName": "Asha",');
    expect(malformed).toMatchObject({ status: 400, body: { message: messages.malformedJson } });
  });
});

describe('POST /api/users/login', () => {
  it('answers the user and a token, never the password or its hash', async () => {
    const form = newCustomer();
    await register(form);
    const { status, body } = await logIn(store.app, form.email.toUpperCase(), form.password);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      profileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Asha',
      lastName: 'Patil',
      email: form.email,
      phone: '9876543210',
      dateOfBirth: '1990-04-12',
      role: 0,
      userImage: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('keeps a login 12 hours, or 30 days with keepSignedIn, storing only the hash', async () => {
    const form = newCustomer();
    await register(form);
    const short = await logIn(store.app, form.email, form.password, false);
    const long = await logIn(store.app, form.email, form.password, true);

    const shortRow = await tokenRow(short.body.token);
    const longRow = await tokenRow(long.body.token);
    expect(shortRow?.expiresAt.getTime()).toBeCloseTo(Date.now() + 12 * HOUR, -5);
    expect(longRow?.expiresAt.getTime()).toBeCloseTo(Date.now() + 30 * 24 * HOUR, -5);

    const { rows } = await store.db.execute(sql`SELECT 1 FROM auth_tokens WHERE token_hash = ${short.body.token}`);
    expect(rows).toHaveLength(0);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const form = newCustomer();
    await register(form);
    const wrongPassword = await logIn(store.app, form.email, 'not-the-password');
    const unknownEmail = await logIn(store.app, `nobody.${randomUUID()}@example.in`, form.password);
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });
});

describe('POST /api/users/getUserById', () => {
  it("answers a user's own account with their token", async () => {
    const asha = await signUp(store.app);
    const { status, body } = await getUser(asha.user.profileId, authHeader(asha.token));
    expect(status).toBe(200);
    expect(body.user).toEqual(asha.user);
  });

  it("refuses another customer's token with 403 and a missing or unknown token with 401", async () => {
    const asha = await signUp(store.app);
    const ravi = await signUp(store.app, { firstName: 'Ravi' });
    expect(await getUser(asha.user.profileId, authHeader(ravi.token))).toMatchObject({
      status: 403,
      body: { message: messages.notYourAccount },
    });
    expect(await getUser(asha.user.profileId)).toMatchObject({
      status: 401,
      body: { message: messages.loginRequired },
    });
    expect((await getUser(asha.user.profileId, authHeader('x'.repeat(43)))).status).toBe(401);
  });

  it('lets the admin read any account, and says 404 for one that does not exist', async () => {
    const asha = await signUp(store.app);
    await ensureAdmin(store.db, { email: 'owner@example.in', password: 'owner-password' });
    const admin = await logIn(store.app, 'owner@example.in', 'owner-password');
    expect(admin.body.user.role).toBe(1);

    const read = await getUser(asha.user.profileId, authHeader(admin.body.token));
    expect(read).toMatchObject({ status: 200, body: { user: { email: asha.form.email } } });
    expect(await getUser(randomUUID(), authHeader(admin.body.token))).toMatchObject({
      status: 404,
      body: { message: messages.accountNotFound },
    });
  });

  it('refuses a token once it has expired', async () => {
    const asha = await signUp(store.app);
    await store.db.execute(sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE profile_id = ${asha.user.profileId})`);
    expect((await getUser(asha.user.profileId, authHeader(asha.token))).status).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('answers the spec message and the token stops working', async () => {
    const asha = await signUp(store.app);
    const other = await logIn(store.app, asha.form.email, asha.form.password);

    const { status, body } = await post(store.app, '/api/users/logout', {}, authHeader(asha.token));
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'User Logged out !!' });
    expect((await tokenRow(asha.token))?.revokedAt).toBeInstanceOf(Date);
    expect(await getUser(asha.user.profileId, authHeader(asha.token))).toMatchObject({ status: 401 });
    // Another device stays signed in.
    expect((await getUser(asha.user.profileId, authHeader(other.body.token))).status).toBe(200);
  });

  it('refuses a logout without a valid token', async () => {
    expect((await post(store.app, '/api/users/logout')).status).toBe(401);
  });
});

describe('POST /api/users/updateProfile', () => {
  const profile = { firstName: 'Asha', lastName: 'Deshmukh', phone: '9123456780', dateOfBirth: '1988-11-02' };

  it('saves name, phone and birth date and answers the user', async () => {
    const asha = await signUp(store.app);
    const { status, body } = await post(store.app, '/api/users/updateProfile', profile, authHeader(asha.token));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ ...profile, email: asha.form.email, profileId: asha.user.profileId });
    const read = await getUser(asha.user.profileId, authHeader(asha.token));
    expect(read.body.user).toMatchObject(profile);
  });

  it('refuses bad fields, fields it does not change (email, role) and guests', async () => {
    const asha = await signUp(store.app);
    const update = (body: unknown) => post(store.app, '/api/users/updateProfile', body, authHeader(asha.token));
    expect((await update({ ...profile, phone: '12345' })).body.message).toContain(messages.phoneLength);
    expect((await update({ ...profile, firstName: '' })).status).toBe(400);
    expect((await update({ ...profile, dateOfBirth: '1990-02-30' })).status).toBe(400);
    expect((await update({ ...profile, email: 'new@example.in' })).status).toBe(400);
    expect((await update({ ...profile, role: 1 })).status).toBe(400);
    expect((await post(store.app, '/api/users/updateProfile', profile)).status).toBe(401);
  });
});

describe('POST /api/users/changePassword', () => {
  it('refuses a wrong current password', async () => {
    const asha = await signUp(store.app);
    const { status, body } = await post(
      store.app,
      '/api/users/changePassword',
      { currentPassword: 'not-my-password', newPassword: 'a-new-password' },
      authHeader(asha.token),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(messages.wrongCurrentPassword);
  });

  it('changes it, keeps this login and ends the others', async () => {
    const asha = await signUp(store.app);
    const phone = await logIn(store.app, asha.form.email, asha.form.password);
    const change = await post(
      store.app,
      '/api/users/changePassword',
      { currentPassword: asha.form.password, newPassword: 'red-turquoise-2024' },
      authHeader(asha.token),
    );
    expect(change).toMatchObject({ status: 200, body: { message: messages.passwordUpdated } });

    expect((await getUser(asha.user.profileId, authHeader(asha.token))).status).toBe(200);
    expect((await getUser(asha.user.profileId, authHeader(phone.body.token))).status).toBe(401);
    expect((await logIn(store.app, asha.form.email, asha.form.password)).status).toBe(401);
    expect((await logIn(store.app, asha.form.email, 'red-turquoise-2024')).status).toBe(200);
  });

  it('refuses a new password that is too short', async () => {
    const asha = await signUp(store.app);
    const { status, body } = await post(
      store.app,
      '/api/users/changePassword',
      { currentPassword: asha.form.password, newPassword: 'short' },
      authHeader(asha.token),
    );
    expect(status).toBe(400);
    expect(body.message).toContain(messages.passwordTooShort);
  });
});

describe('token housekeeping', () => {
  it('removes expired login tokens and reset links when the store starts', async () => {
    const other = await createTestStore();
    try {
      const asha = await signUp(other.app);
      await other.db.execute(sql`INSERT INTO auth_tokens (user_id, token_hash, expires_at)
        SELECT id, 'expired-login', now() - interval '1 day' FROM users WHERE profile_id = ${asha.user.profileId}`);
      await other.db.execute(sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
        SELECT id, 'expired-reset', now() - interval '1 day' FROM users WHERE profile_id = ${asha.user.profileId}`);
      await other.app.close();
      const restarted = await buildApp({ config: other.config, db: other.db });
      await restarted.ready();
      const { rows } = await other.db.execute(sql`SELECT token_hash FROM auth_tokens
        UNION ALL SELECT token_hash FROM password_resets`);
      expect(rows.map((r) => r.token_hash)).not.toContain('expired-login');
      expect(rows.map((r) => r.token_hash)).not.toContain('expired-reset');
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(asha.token).digest('hex'));
      await restarted.close();
    } finally {
      await other.close();
    }
  });
});
