/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/** Helpers for the identity suites (identity, token lifecycle, terms audit). */

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(testInfo: TestInfo, prefix = 'player'): string {
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${testInfo.project.name}-${nonce}@example.com`;
}

/** The admin the e2e server's ADMIN_EMAILS names for this project (see playwright.config.ts). */
export function adminEmail(testInfo: TestInfo): string {
  return `e2e-admin-${testInfo.project.name}@example.com`;
}

export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Colours measured halfway through a transition or a fade-in are not the page's colours: let the short ones
  // end first. Long or endless ones (the 15 s countdown, spinners) keep running; axe reads their elements as is.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
      return animation.playState !== 'running' || !Number.isFinite(end) || end > 2000;
    }),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label}: axe violations`).toEqual([]);
}

export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
export const createAccountForm = (page: Page) => page.getByRole('form', { name: 'Create account' });
export const topicHeading = (page: Page) =>
  page.getByRole('heading', { name: 'What should we quiz you on?' });

export async function fillCreateAccount(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  const form = createAccountForm(page);
  await form.getByLabel('Display name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Requests from `page.request` share the browser's cookies, and better-auth then insists on an Origin
 * header, as a browser would send.
 */
export function originHeader(): { origin: string } {
  return { origin: String(test.info().project.use.baseURL) };
}

/** An account made through the api (faster than the form), and its token. */
export async function signUpByApi(
  page: Page,
  email: string,
  name = 'E2E Player',
  password = PASSWORD,
): Promise<{ token: string; userId: string }> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: originHeader(),
    data: { name, email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id };
}

/** The project's admin (ADMIN_EMAILS), signed in if another suite already made the account, else made now. */
export async function adminTokenByApi(page: Page, email: string): Promise<string> {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeader(),
    data: { email, password: PASSWORD },
  });
  if (signIn.ok()) return ((await signIn.json()) as { token: string }).token;
  return (await signUpByApi(page, email, 'Project Admin')).token;
}

export async function acceptTermsByApi(page: Page, token: string, acceptedAt: string): Promise<void> {
  const response = await page.request.post('/api/user/accept-terms', {
    headers: { authorization: `Bearer ${token}` },
    data: { acceptedAt, version: 'v1' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the app already signed in with `token`, with the terms accepted on this device. */
export async function openSignedIn(page: Page, token: string, path = '/generate'): Promise<void> {
  await page.goto('/faq');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('acceptedTerms_v1', 'true');
  }, token);
  await page.goto(path);
}
