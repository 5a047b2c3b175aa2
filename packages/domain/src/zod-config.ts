import { z } from 'zod';

/**
 * For the browser: zod's compiled parsers use `new Function`, which the store's CSP (no
 * 'unsafe-eval') refuses, and even zod's probe for it is reported as a violation. The server
 * keeps them.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
