import { z } from 'zod';

/**
 * zod as the browser build sees it (apps/web/vite.config.ts sends every client `import 'zod'` here):
 * its compiled parsers use `new Function`, which the store's CSP (no 'unsafe-eval') refuses, and
 * even zod's probe for it is reported as a violation. Turned off before any schema module runs, in
 * whichever chunk first brings zod in, so pages without forms load no zod at all. The server keeps
 * compiled parsers.
 */
z.config({ jitless: true });

export * from 'zod';
