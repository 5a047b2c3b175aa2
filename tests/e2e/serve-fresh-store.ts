// The store as `npm start` runs it, on a throw-away DATA_DIR, for the browser tests. The tests
// read that DATA_DIR too (the reset emails in its outbox): playwright.config.ts passes it as
// E2E_DATA_DIR.
import cluster from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The store's processes (decision 042) run this script too: they use the primary's DATA_DIR, which
// they inherit, and leave removing it to the primary.
if (cluster.isPrimary) {
  const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'discus-e2e-'));
  process.env.DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.NODE_ENV ??= 'production';

const { main } = await import('../../apps/server/src/server.ts');
await main();
