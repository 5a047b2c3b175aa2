import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { ADMIN } from './tests/e2e/fixtures.ts';

// A port the system has free right now, unless E2E_PORT names one. The config is loaded synchronously,
// so a short child process asks the system for it.
function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
// Workers load this file again and inherit the variable, so they all talk to the same store.
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
// One DATA_DIR for the store and the tests (they read its outbox). Workers load this file again
// and inherit the variable, so they see the same directory; the store removes it when it stops.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'discus-e2e-'));
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

// Browser tests drive the system Chromium against the built store on a fresh DATA_DIR.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      testMatch: /mobile/,
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve-fresh-store.ts',
    url: `http://127.0.0.1:${port}/robots.txt`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Tests speak for many buyers, each from its own address (tests/e2e/fixtures.ts).
      TRUST_PROXY: 'true',
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
