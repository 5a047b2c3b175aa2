import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
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
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
