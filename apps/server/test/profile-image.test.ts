import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@discus/domain/constants';
import { PROFILE_IMAGE_MAX_BYTES } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, type SignedIn, signUp } from './account-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

let store: TestStore;
let asha: SignedIn;
beforeAll(async () => {
  store = await createTestStore();
  asha = await signUp(store.app);
});
afterAll(() => store.close());

function upload(payload: Buffer | string, contentType: string, token: string | null = asha.token) {
  return store.app.inject({
    method: 'POST',
    url: '/api/users/uploadProfileImage',
    headers: { 'content-type': contentType, ...(token ? authHeader(token) : {}) },
    payload,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer();

describe('POST /api/users/uploadProfileImage', () => {
  it('re-encodes a PNG to WebP at every width and answers the user with userImage', async () => {
    const response = await upload(await photo(600, 400), 'image/png');
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.profileId).toBe(asha.user.profileId);
    expect(user.userImage).toEqual({ filename: expect.stringMatching(/^[0-9a-f]{20}$/) });
    for (const width of IMAGE_WIDTHS) {
      expect(existsSync(path.join(store.config.uploadsDir, 'users', `${user.userImage.filename}-${width}.webp`))).toBe(
        true,
      );
    }

    const read = await post(store.app, '/api/users/getUserById', { profileId: user.profileId }, authHeader(asha.token));
    expect(read.body.user.userImage).toEqual(user.userImage);
    const served = await store.app.inject({ method: 'GET', url: `/uploads/users/${user.userImage.filename}-240.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('judges the content, not the content type: text sent as image/png is refused', async () => {
    const response = await upload('definitely not a picture', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses SVG, whatever it is labelled', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415);
    const labelledPng = await upload(svg, 'image/png');
    expect(labelledPng.statusCode).toBe(400);
    expect(labelledPng.json().message).toEqual(expect.any(String));
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const response = await upload(Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 1), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.bodyTooLarge);
  });

  it('refuses other content types with 415, an empty body with 400 and guests with 401', async () => {
    const json = await upload(JSON.stringify({ image: 'x' }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual(expect.any(String));
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.photoRequired);
    const guest = await upload(await photo(50, 50), 'image/png', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(messages.loginRequired);
  });

  it('leaves every other call JSON-only', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      headers: { 'content-type': 'image/png', ...authHeader(asha.token) },
      payload: await photo(10, 10),
    });
    expect(response.statusCode).toBe(415);
  });
});
