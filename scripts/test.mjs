#!/usr/bin/env node
// `npm test`: the whole suite. Jest (unit, contract and api suites: PGlite always, PostgreSQL/Redis when
// DATABASE_URL/REDIS_URL are set), then the Playwright browser suite when a Chromium is installed.
// Ends with one line `N passed, N failed`; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const args = new Set(process.argv.slice(2));
const browserOnly = args.has('--browser-only');
const skipBrowser = args.has('--no-browser');
// Server mode's second pass: only the suites that talk to a database, a queue or a server. The pure ones (domain,
// contracts, web helpers, *.unit.spec.ts) do not read DATABASE_URL or REDIS_URL and already ran in embedded mode.
const serverSuitesOnly = args.has('--server-suites');
const work = mkdtempSync(join(tmpdir(), 'quiz-test-run-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

// A run that outlives this is stuck (a leaked connection keeps the process alive): fail it, don't wait on it. The
// server pass once took 35–40 minutes beside the embedded one on a busy 2-core machine, and 45 killed a live run
// (ADR 0201); with recycled workers it takes about 17 (ADR 0204), but a busy machine can still triple that.
const STEP_TIMEOUT_MS = 60 * 60 * 1000;

function run(command, commandArgs, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: STEP_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  console.log(
    `--- ${command === process.execPath ? 'node' : command} ${commandArgs.join(' ')}: ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.error?.code === 'ETIMEDOUT') {
    problems.push(
      `${command} ${commandArgs.join(' ')} did not finish within ${STEP_TIMEOUT_MS / 60000} minutes`,
    );
  }
  return result.status ?? 1;
}

if (!browserOnly) {
  const report = join(work, 'jest.json');
  const status = run(process.execPath, [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--json',
    `--outputFile=${report}`,
    ...(process.env.CI ? ['--ci'] : []),
    // One worker there: the suites share one PostgreSQL cluster, whose snapshot horizon (which holds back log
    // reads behind any open transaction, so a late commit is never skipped) is cluster-wide (ADR 0127).
    ...(serverSuitesOnly
      ? ['--maxWorkers=1', '--testPathPatterns', '\\.int\\.spec\\.ts$', '/test/api/']
      : []),
  ]);
  if (existsSync(report)) {
    const jest = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += jest.numPassedTests;
    totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
    totals.skipped += jest.numPendingTests + jest.numTodoTests;
    if (jest.numRuntimeErrorTestSuites > 0)
      problems.push(`${jest.numRuntimeErrorTestSuites} jest suite(s) failed to run`);
    // Named at the end, where a CI log's tail is read.
    for (const suite of jest.testResults) {
      if (suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed'))
        problems.push(`jest suite failed: ${suite.name} (${firstLine(suite.message)})`);
      for (const test of suite.assertionResults.filter(({ status }) => status === 'failed'))
        problems.push(`jest test failed: ${suite.name} › ${test.fullName}`);
    }
  } else {
    totals.failed += 1;
    problems.push('jest produced no report');
  }
  if (status !== 0 && totals.failed === 0) {
    totals.failed += 1;
    problems.push(`jest exited with ${status}`);
  }
}

const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
if (skipBrowser) {
  console.log('Browser suite not run (--no-browser).');
} else if (!existsSync(chromium)) {
  console.log(
    `Browser suite skipped: no Chromium at ${chromium}. Install it with: apt-get install -y chromium`,
  );
} else {
  const build = run('npm', ['run', 'build', '--silent']);
  if (build !== 0) {
    totals.failed += 1;
    problems.push('the build for the browser suite failed');
  } else {
    const report = join(work, 'playwright.json');
    // The browser suite runs the product as `npm start` would: embedded, nothing configured.
    const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      DATABASE_URL: '',
      REDIS_URL: '',
      EVENTSTORE_URL: '',
    });
    if (existsSync(report)) {
      const playwright = JSON.parse(readFileSync(report, 'utf8'));
      const stats = playwright.stats;
      for (const failure of failedPlaywrightTests(playwright.suites))
        problems.push(`playwright test failed: ${failure}`);
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (status !== 0 && totals.failed === 0) {
      totals.failed += 1;
      problems.push(`playwright exited with ${status}`);
    }
  }
}

function firstLine(text = '') {
  return stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 200);
}

function failedPlaywrightTests(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...failedPlaywrightTests(suite.suites, [...titles, suite.title]),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}`),
    ),
  ]);
}

rmSync(work, { recursive: true, force: true });
if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
