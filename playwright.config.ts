import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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

/**
 * The identity suites' outside world (test/e2e/support/identity-fixtures.mjs): a loopback SMTP server filing mail
 * under E2E_MAIL_DIR, and an OpenID provider the api discovers when it starts. Ports follow E2E_PORT so parallel
 * runs on other E2E_PORTs do not collide.
 */
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'quiz-e2e-mail-'));
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 2000);
const e2eOidc = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'quiz-e2e',
  clientSecret: 'quiz-e2e-secret',
  name: 'Local OpenID',
};

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

/**
 * The phone project runs only the suites whose result depends on the layout: the screens tour (every screen at
 * 375 px, screenshots), axe, the game and result screens, audio controls over buttons, the profile's charts, the
 * admin table, the multiplayer screens, the analysts' screens, and choosing a topic, signing in, rounds,
 * resuming and the game's score and summary (issue 13 asks both widths). Flows that the width does not change
 * (sign-up rules, token refresh, mail, headers) run once, on desktop, which keeps CI within its time budget
 * (ADR 0127).
 */
const layoutSensitiveSuites = [
  'screens',
  'accessibility',
  'audio',
  'game',
  'profile',
  'result',
  'admin-terms',
  'multiplayer',
  'analyst',
  'rounds',
  'topic-choice',
  'game-summary',
  'resume',
].map((suite) => `**/${suite}.e2e.ts`);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  reporter: 'list',
  fullyParallel: false,
  // Files run side by side (each test makes its own players); Playwright's default, half the cores, is one
  // worker on a 2-core machine, which then mostly waits on the api (ADR 0127).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
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
      testMatch: layoutSensitiveSuites,
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      command: 'node test/e2e/support/identity-fixtures.mjs',
      url: `${e2eOidc.issuer}/.well-known/openid-configuration`,
      env: {
        E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
        E2E_SMTP_PORT: String(smtpPort),
        E2E_OIDC_PORT: String(oidcPort),
        E2E_API_URL: baseURL,
        E2E_OIDC_CLIENT_ID: e2eOidc.clientId,
        E2E_OIDC_CLIENT_SECRET: e2eOidc.clientSecret,
      },
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: 'node apps/api/dist/main.js',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // better-auth trusts only requests whose Origin is the api's public URL.
        PUBLIC_URL: baseURL,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'QuizStorm <no-reply@quiz.test>',
        OIDC_ISSUER: e2eOidc.issuer,
        OIDC_CLIENT_ID: e2eOidc.clientId,
        OIDC_CLIENT_SECRET: e2eOidc.clientSecret,
        OIDC_NAME: e2eOidc.name,
        // better-auth's limiter stays on (ADR 0123); the suites are many players behind one address.
        QUIZ_AUTH_SIGN_INS_PER_10S: '1000',
        QUIZ_AUTH_MAILS_PER_MINUTE: '1000',
        // The multiplayer suite checks each reveal with axe: the host moves on with Next, not a 5 s timer.
        QUIZ_ROOM_REVEAL_MS: '60000',
        // The terms-audit suite signs in as these (one per project, see test/e2e/identity-support.ts).
        ADMIN_EMAILS: 'e2e-admin-desktop@example.com,e2e-admin-phone@example.com',
      },
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
