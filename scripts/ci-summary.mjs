#!/usr/bin/env node
// Adds up the test summaries CI's steps wrote and prints the closing line `N passed, N failed, N skipped`.
// Usage: ci-summary.mjs FAILED_STEPS SUMMARY_FILE...; exits non-zero if any test or step failed.
import { readFileSync } from 'node:fs';

const [failedSteps, ...files] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  try {
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of Object.keys(totals)) totals[key] += Number(summary[key] ?? 0);
  } catch {
    // A step that died before writing its summary is counted through FAILED_STEPS.
  }
}
const steps = Number(failedSteps ?? 0);
if (steps > 0 && totals.failed === 0) totals.failed = steps;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || steps > 0 ? 1 : 0);
