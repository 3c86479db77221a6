/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { watchViolations } from './csp-support.js';

/**
 * The api's browsable description (ADR 0160): Swagger UI served from the npm package renders the generated
 * document under the app's Content-Security-Policy, without any request leaving this origin.
 */
test('/api/docs renders the OpenAPI document offline, without a CSP violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Quizstorm api/ })).toBeVisible();
  // An operation of the api and one of better-auth's, with who may call it.
  await expect(page.getByText('/api/answers/save-answer', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/auth/sign-in/email', { exact: true })).toBeVisible();
  expect(foreign).toEqual([]);
  expect(await violations()).toEqual([]);
});
