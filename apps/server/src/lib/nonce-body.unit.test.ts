import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cutAtNonce, gzipRendered, gzipWithNonce, newNonce, withNonce } from './nonce-body.ts';

const rendered = (nonce: string) =>
  Buffer.from(
    `<html><head><script nonce="${nonce}">window.a=1</script>${'<p>discus</p>'.repeat(2000)}` +
      `<script nonce="${nonce}" type="module">import("/assets/x.js")</script></head></html>`,
  );

describe('a cached page with a fresh CSP nonce per response', () => {
  it('puts the new nonce everywhere the render had its own', () => {
    const [first, second] = [newNonce(), newNonce()];
    // Never the same twice, also across the draws of random bytes they come from.
    const many = Array.from({ length: 1000 }, newNonce);
    expect(new Set(many).size).toBe(1000);
    for (const nonce of many) expect(nonce).toMatch(/^[\w-]{22}$/);
    const body = cutAtNonce(rendered(first), first);
    expect(withNonce(body, second).equals(rendered(second))).toBe(true);
  });

  it('gzips to exactly that page, compressed, for each nonce', () => {
    const first = newNonce();
    const body = cutAtNonce(rendered(first), first);
    for (const nonce of [newNonce(), newNonce()]) {
      const zipped = gzipWithNonce(body, nonce);
      expect(gunzipSync(zipped).equals(rendered(nonce))).toBe(true);
      expect(zipped.length).toBeLessThan(rendered(nonce).length / 10);
    }
  });

  it('gzips the page that was just rendered whole, with its nonce, in fewer bytes than the pieces', () => {
    const nonce = newNonce();
    const zipped = gzipRendered(rendered(nonce));
    expect(gunzipSync(zipped).equals(rendered(nonce))).toBe(true);
    expect(zipped.length).toBeLessThan(gzipWithNonce(cutAtNonce(rendered(nonce), nonce), nonce).length);
  });

  it('handles a page without a nonce and one that starts with it', () => {
    const plain = cutAtNonce(Buffer.from('<p>hello</p>'), 'abc');
    expect(gunzipSync(gzipWithNonce(plain, 'xyz')).toString()).toBe('<p>hello</p>');
    const edge = cutAtNonce(Buffer.from('abc-middle-abc'), 'abc');
    expect(gunzipSync(gzipWithNonce(edge, 'xyz')).toString()).toBe('xyz-middle-xyz');
  });
});

describe('links in a cached page', () => {
  it('lose the render nonce (only inline scripts need it) and keep everything else', () => {
    const nonce = newNonce();
    const page = Buffer.from(
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/><link nonce="${nonce}" rel="stylesheet" href="/a.css"/>` +
        `<script nonce="${nonce}">window.a=1</script></head><body><p>nonce="${nonce}" as text</p></body>`,
    );
    const body = cutAtNonce(page, nonce);
    const fresh = newNonce();
    expect(withNonce(body, fresh).toString()).toBe(
      `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>` +
        `<script nonce="${fresh}">window.a=1</script></head><body><p>nonce="${fresh}" as text</p></body>`,
    );
    expect(body.pieces).toHaveLength(3);
    expect(gunzipSync(gzipWithNonce(body, fresh)).equals(withNonce(body, fresh))).toBe(true);
  });
});
