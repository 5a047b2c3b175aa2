// The Content-Security-Policy of every answer (docs/decisions/010): scripts only from the store,
// and on pages React Router's inline scripts with the response's nonce.
export function policyDirectives(https: boolean, nonce?: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
    'script-src-attr': ["'none'"],
    // React sets style attributes (progress bars, image placeholders): styles stay loose.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
