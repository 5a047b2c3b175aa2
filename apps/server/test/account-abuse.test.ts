import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createStoreWithOutbox,
  decodedEmail,
  freshAddress,
  logIn,
  newCustomer,
  outboxFiles,
  signUp,
  waitForEmails,
} from './account-fixtures.ts';
import { post } from './test-store.ts';

// issue 8 item 5: what a stranger or a stolen login could abuse on accounts.
let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox({ SHOP_NAME: 'Aqua Discus House' });
});
afterAll(async () => {
  await store.close();
  await store.removeDataDir();
});

describe('registering an email that already has an account', () => {
  it('answers exactly as for a new email, changes nothing, and tells the real owner by email', async () => {
    const owner = await signUp(store.app);
    const before = (await outboxFiles(store.outboxDir)).length;

    const stranger = newCustomer({
      email: ` ${owner.form.email.toUpperCase()}`,
      firstName: 'Mallory',
      password: 'mallory-was-here',
    });
    const fresh = newCustomer();
    const taken = await post(store.app, '/api/users/register', stranger, {}, { remoteAddress: freshAddress() });
    const created = await post(store.app, '/api/users/register', fresh, {}, { remoteAddress: freshAddress() });
    expect(taken).toMatchObject({ status: 200, body: { message: messages.userRegistered } });
    expect(taken.body).toEqual(created.body);

    expect((await logIn(store.app, owner.form.email, stranger.password)).status).toBe(401);
    const ownerLogin = await logIn(store.app, owner.form.email, owner.form.password);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.user.firstName).toBe(owner.form.firstName);

    const email = decodedEmail((await waitForEmails(store.outboxDir, before + 1)).at(-1) ?? '');
    expect(email).toContain(`To: ${owner.form.email}`);
    expect(email).toContain('Someone tried to register');
    expect(email).toContain('reset your password');
  });
});

describe('changing the password', () => {
  it('holds up wrong current passwords per user: 5, then 429 even for the right one', async () => {
    const asha = await signUp(store.app);
    const change = (currentPassword: string) =>
      post(
        store.app,
        '/api/users/changePassword',
        { currentPassword, newPassword: 'a new long secret' },
        authHeader(asha.token),
        { remoteAddress: freshAddress() },
      );
    for (let i = 0; i < 5; i++) {
      expect(await change(`wrong ${i}`)).toMatchObject({
        status: 400,
        body: { message: messages.wrongCurrentPassword },
      });
    }
    const held = await change(asha.form.password);
    expect(held).toMatchObject({ status: 429, body: { message: messages.tooManyRequests } });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** A small picture of a colour no other test uses, so its content-addressed files are its own. */
const photo = () =>
  sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 99 },
    },
  })
    .png()
    .toBuffer();

const upload = async (token: string, image: Buffer) => {
  const response = await store.app.inject({
    method: 'POST',
    url: '/api/users/uploadProfileImage',
    headers: { 'content-type': 'image/png', ...authHeader(token) },
    payload: image,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

const photoFiles = (filename: string) =>
  IMAGE_WIDTHS.map((width) => path.join(store.config.uploadsDir, 'users', `${filename}-${width}.webp`));
const onDisk = (filename: string) => photoFiles(filename).every((file) => existsSync(file));
const noneOnDisk = (filename: string) => photoFiles(filename).every((file) => !existsSync(file));

describe('profile photos', () => {
  it('are deleted once no account shows them any more, and kept while another does', async () => {
    const [asha, ravi] = [await signUp(store.app), await signUp(store.app)];
    const shared = await photo();
    const first = (await upload(asha.token, shared)).body.user.userImage.filename;
    expect((await upload(ravi.token, shared)).body.user.userImage.filename).toBe(first);

    const ashaNew = (await upload(asha.token, await photo())).body.user.userImage.filename;
    expect(onDisk(first)).toBe(true);
    expect(onDisk(ashaNew)).toBe(true);

    await upload(ravi.token, await photo());
    expect(noneOnDisk(first)).toBe(true);
    expect(onDisk(ashaNew)).toBe(true);
  });

  it('are limited per user: 10 uploads, then 429', async () => {
    const asha = await signUp(store.app);
    const statuses: number[] = [];
    const image = await photo();
    while (statuses.length < 20 && statuses.at(-1) !== 429) statuses.push((await upload(asha.token, image)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
