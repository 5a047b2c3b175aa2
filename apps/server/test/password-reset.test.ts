import { createHash, randomUUID } from 'node:crypto';
import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createStoreWithOutbox,
  decodedEmail,
  freshAddress,
  logIn,
  outboxFiles,
  resetTokenIn,
  signUp,
  waitForEmails,
} from './account-fixtures.ts';
import { post } from './test-store.ts';

let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox({ SHOP_NAME: 'Aqua Discus House', SHOP_EMAIL: 'hello@example.com' });
});
afterAll(async () => {
  try {
    await store.close();
  } finally {
    await store.removeDataDir();
  }
});

const requestReset = (email: string) =>
  post(store.app, '/api/users/resetPassword', { email }, {}, { remoteAddress: freshAddress() });
const completeReset = (token: string, password: string) =>
  post(store.app, '/api/users/completeResetPassword', { token, password });

/** Asks for a reset link and reads it from the newest email in the outbox. */
async function emailedToken(email: string): Promise<string> {
  const before = (await outboxFiles(store.outboxDir)).length;
  expect((await requestReset(email)).status).toBe(200);
  const emails = await waitForEmails(store.outboxDir, before + 1);
  return resetTokenIn(emails.at(-1) ?? '');
}

describe('POST /api/users/resetPassword', () => {
  it('answers the same for a registered and an unknown email, and emails only the registered one', async () => {
    // A store of its own: closing it waits for every email it started, so the count below is final.
    const own = await createStoreWithOutbox({ SHOP_NAME: 'Aqua Discus House', SHOP_EMAIL: 'hello@example.com' });
    try {
      const ask = (email: string) =>
        post(own.app, '/api/users/resetPassword', { email }, {}, { remoteAddress: freshAddress() });
      const asha = await signUp(own.app);
      const unknown = await ask(`nobody.${randomUUID()}@example.in`);
      const registered = await ask(asha.form.email.toUpperCase());
      const unknownAgain = await ask(`nobody.${randomUUID()}@example.in`);
      expect(registered).toMatchObject({ status: 200, body: { message: messages.resetRequested } });
      for (const other of [unknown, unknownAgain]) {
        expect(other.status).toBe(registered.status);
        expect(other.body).toEqual(registered.body);
      }

      await own.app.close();
      const emails = await waitForEmails(own.outboxDir, 1);
      expect(emails).toHaveLength(1);
      const email = decodedEmail(emails[0] ?? '');
      expect(email).toContain(`To: ${asha.form.email}`);
      expect(email).toContain('From: Aqua Discus House <hello@example.com>');
      expect(email).toMatch(/Subject: Reset your Aqua Discus House password/);
      expect(email).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\/[\w-]{43}/);
      expect(email).toContain('valid for 60 minutes');
      expect(email).toContain('you can ignore this email');
      expect(email).toContain('text/html');
    } finally {
      try {
        await own.close();
      } finally {
        await own.removeDataDir();
      }
    }
  });

  it('names outbox files by time with a random suffix', async () => {
    const asha = await signUp(store.app);
    await emailedToken(asha.form.email);
    const names = await outboxFiles(store.outboxDir);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
  });

  it('stores only the hash of the token, valid for 60 minutes', async () => {
    const asha = await signUp(store.app);
    const token = await emailedToken(asha.form.email);
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = await store.db.execute(
      sql`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM password_resets WHERE token_hash = ${hash}`,
    );
    expect(rows[0]?.seconds).toBeCloseTo(3600, -1);
  });
});

describe('POST /api/users/completeResetPassword', () => {
  it('sets the new password once, ends every login, and the link then stops working', async () => {
    const asha = await signUp(store.app);
    const token = await emailedToken(asha.form.email);

    const done = await completeReset(token, 'blue-diamond-2025');
    expect(done).toMatchObject({ status: 200, body: { message: messages.passwordChanged } });

    expect(
      (await post(store.app, '/api/users/getUserById', { profileId: asha.user.profileId }, authHeader(asha.token)))
        .status,
    ).toBe(401);
    expect((await logIn(store.app, asha.form.email, asha.form.password)).status).toBe(401);
    expect((await logIn(store.app, asha.form.email, 'blue-diamond-2025')).status).toBe(200);

    const reused = await completeReset(token, 'another-password-1');
    expect(reused).toMatchObject({ status: 400, body: { message: messages.resetLinkInvalid } });
    expect((await logIn(store.app, asha.form.email, 'blue-diamond-2025')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const asha = await signUp(store.app);
    const token = await emailedToken(asha.form.email);
    const hash = createHash('sha256').update(token).digest('hex');
    await store.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${hash}`,
    );

    expect(await completeReset(token, 'blue-diamond-2025')).toMatchObject({
      status: 400,
      body: { message: messages.resetLinkInvalid },
    });
    expect((await logIn(store.app, asha.form.email, asha.form.password)).status).toBe(200);
  });

  it('refuses an unknown token and a password that is too short', async () => {
    expect(await completeReset('x'.repeat(43), 'blue-diamond-2025')).toMatchObject({
      status: 400,
      body: { message: messages.resetLinkInvalid },
    });
    const asha = await signUp(store.app);
    const token = await emailedToken(asha.form.email);
    const short = await completeReset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain(messages.passwordTooShort);
    // The refused attempt did not use the link up.
    expect((await completeReset(token, 'blue-diamond-2025')).status).toBe(200);
  });

  it('uses up the other links of the same account too', async () => {
    const asha = await signUp(store.app);
    const first = await emailedToken(asha.form.email);
    const second = await emailedToken(asha.form.email);
    expect((await completeReset(second, 'blue-diamond-2025')).status).toBe(200);
    expect((await completeReset(first, 'pigeon-blood-2025')).status).toBe(400);
  });
});
