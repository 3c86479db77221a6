import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Whole-system browser tests: the built api (which serves the built web app) on a fixed,
 * uncommon port, with a fresh embedded database per run. Build first: `npm run build`.
 */
const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;

// Evaluated in the runner and again in each worker: create the data dir once and share it via env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'quiz-e2e-'));

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  reporter: 'list',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // better-auth trusts only requests whose Origin is the api's public URL.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
