export type Encoding = 'br' | 'gzip';

/** Of the encodings offered, brotli when the browser takes it (every current one does), else gzip, else none. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br') && accepted.includes('br')) return 'br';
  if (offered.includes('gzip') && accepted.includes('gzip')) return 'gzip';
  return undefined;
}
