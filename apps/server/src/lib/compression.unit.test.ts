import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed', () => {
  it('compresses a page once per encoding and round-trips', () => {
    const page = { status: 200, headers: [], body: Buffer.from('<html>'.repeat(500)) };
    const br = compressed(page, 'br');
    expect(compressed(page, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(page.body)).toBe(true);
    expect(gunzipSync(compressed(page, 'gzip')).equals(page.body)).toBe(true);
    expect(br.length).toBeLessThan(page.body.length / 10);
  });
});
