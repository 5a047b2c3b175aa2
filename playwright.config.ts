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
// The second store, with Razorpay set up against a local stand-in (tests/e2e/serve-razorpay-store.ts).
while (!process.env.E2E_RAZORPAY_PORT || process.env.E2E_RAZORPAY_PORT === process.env.E2E_PORT) {
  process.env.E2E_RAZORPAY_PORT = freePort();
}
const razorpayPort = Number(process.env.E2E_RAZORPAY_PORT);
// One DATA_DIR for the store and the tests (they read its outbox). Workers load this file again
// and inherit the variable, so they see the same directory; the store removes it when it stops.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'discus-e2e-'));
process.env.E2E_RAZORPAY_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'discus-e2e-razorpay-'));
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
// Matched against the whole path: the file's own name only.
const razorpaySpecs = /razorpay[^/]*\.spec\.ts$/;
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium };

/** The built store on a fresh DATA_DIR, as `npm start` runs it. */
function store(script: string, storePort: number, dataDir: string) {
  return {
    command: `node --import tsx tests/e2e/${script}`,
    url: `http://127.0.0.1:${storePort}/robots.txt`,
    env: {
      PORT: String(storePort),
      HOST: '127.0.0.1',
      // The address the tests reach it at: pages carry absolute canonical and Open Graph addresses.
      PUBLIC_URL: `http://127.0.0.1:${storePort}`,
      LOG_LEVEL: 'warn',
      // Tests speak for many buyers, each from its own address (tests/e2e/fixtures.ts).
      TRUST_PROXY: 'true',
      E2E_DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  };
}

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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [/mobile/, razorpaySpecs],
    },
    { name: 'mobile', use: phone, testMatch: /mobile/, testIgnore: razorpaySpecs },
    // Razorpay's specs run against the second store, on a desktop and at 390 px.
    {
      name: 'razorpay-desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: `http://127.0.0.1:${razorpayPort}` },
      testMatch: razorpaySpecs,
      testIgnore: /mobile/,
    },
    {
      name: 'razorpay-mobile',
      use: { ...phone, baseURL: `http://127.0.0.1:${razorpayPort}` },
      testMatch: /razorpay[^/]*mobile[^/]*\.spec\.ts$/,
    },
  ],
  webServer: [
    store('serve-fresh-store.ts', port, process.env.E2E_DATA_DIR),
    store('serve-razorpay-store.ts', razorpayPort, process.env.E2E_RAZORPAY_DATA_DIR),
  ],
});
