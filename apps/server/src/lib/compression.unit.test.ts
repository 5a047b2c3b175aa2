import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined();
  });
});
