// The store as `npm start` runs it, on a throw-away DATA_DIR, for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'discus-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= 'production';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { main } = await import('../../apps/server/src/server.ts');
await main();
