import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedPage } from './micro-cache.ts';

export type Encoding = 'br' | 'gzip';

/** Brotli when the browser takes it (every current one does), else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** A cached page's body in the given encoding, compressed once and kept with the page. */
export function compressed(page: CachedPage, encoding: Encoding): Buffer {
  page.encoded ??= {};
  const existing = page.encoded[encoding];
  if (existing) return existing;
  const body =
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body, { level: 6 });
  page.encoded[encoding] = body;
  return body;
}
