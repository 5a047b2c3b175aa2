import { messages } from '@discus/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from './test-store.ts';

// Issue 14: a buyer can add the shop to a phone's home screen.

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ SHOP_NAME: 'Koi & Discus Corner' });
});
afterAll(() => store.close());

describe('the web app manifest', () => {
  it("names the shop from its settings, with a theme colour and the logo's icons", async () => {
    const answer = await store.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: 'Koi & Discus Corner',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('serves every icon it lists as a PNG of that size', async () => {
    const manifest = (await store.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    for (const icon of [...manifest.icons, { src: '/icons/icon-180.png', sizes: '180x180' }]) {
      const answer = await store.app.inject({ method: 'GET', url: icon.src });
      expect(answer.statusCode, icon.src).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const meta = await sharp(answer.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      // Drawn from the logo: the discus' orange is in the middle, white at the corner.
      const { data, info } = await sharp(answer.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      expect(at(0, 0)).toEqual([255, 255, 255]);
      const [r, g, b] = at(Math.round(info.width * 0.45), Math.round(info.height / 2));
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(200);
      expect(b).toBeLessThan(120);
    }
  });

  it('answers 404 for icons it does not draw', async () => {
    for (const url of [
      '/icons/icon-64.png',
      '/icons/icon-192.gif',
      '/icons/other-192.png',
      '/icons/icon-99999999999.png',
    ]) {
      const answer = await store.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({ message: messages.notFound });
    }
  });
});
