/// <reference lib="dom" />
import { expect, test, type Response } from '@playwright/test';
import { watchViolations } from './csp-support.js';

/**
 * The served web app under its security headers (ADR 0122): the page and its files carry them, and the
 * screens that load scripts, workers, styles and sounds run without a single Content-Security-Policy
 * violation. (The api's own answers are checked in test/api/security-headers.api.spec.ts.)
 */

function expectPageHeaders(response: Response | null): void {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // The test server is plain http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('the page and its files carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/login');
  expectPageHeaders(response);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).getAttribute('src') ?? ''));
  // The built page inlines no script: every one is a file of our own.
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const file = await request.get(src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('the screens run without a CSP violation: landing, login, FAQ, a guest’s proof of work', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.goto('/faq');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/login');
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/verify-recaptcha'));
  // The proof of work runs in Web Workers: worker-src must allow them.
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  expect((await (await verified).json()).success).toBe(true);
  await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
