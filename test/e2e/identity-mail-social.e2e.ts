/// <reference lib="dom" />
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type Page, type TestInfo } from '@playwright/test';
import { textPart } from '../../apps/api/src/testing/mail-text.js';

/**
 * Password reset by e-mail and social sign-in by popup, against the built server, a loopback SMTP server and a
 * local OpenID provider (test/e2e/support/identity-fixtures.mjs, started by playwright.config.ts).
 */

const OIDC_NAME = 'Local OpenID';

function unique(testInfo: TestInfo, prefix: string): string {
  return `${prefix}-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The text of the newest mail the loopback SMTP server filed for this address. */
function mailTo(email: string): string | undefined {
  const directory = process.env.E2E_MAIL_DIR!;
  const mails = readdirSync(directory)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(directory, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw));
  return mails.length ? textPart(mails[mails.length - 1]!) : undefined;
}

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const topicHeading = (page: Page) => page.getByRole('heading', { name: 'What should we quiz you on?' });

/** A new browser has not accepted the terms: put the prompt off, as a returning player would. */
async function dismissTermsPrompt(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'One quick thing' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('password reset by e-mail', () => {
  test('FORGOT PASSWORD? mails a link; the reset page sets a new password; the player signs in with it', async ({
    page,
  }, testInfo) => {
    const email = `${unique(testInfo, 'reset')}@example.com`;
    const created = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Reset Player', email, password: 'old-password-1' },
    });
    expect(created.status()).toBe(200);

    await page.goto('/login');
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    await forgot.click();
    await expect(page.getByText('Please enter your email first to reset your password.')).toBeVisible();
    await expect(signInForm(page).getByLabel('Email')).toBeFocused();
    await snap(page, testInfo, 'reset-01-email-needed');

    await signInForm(page).getByLabel('Email').fill(`  ${email} `);
    await forgot.click();
    await expect(page.getByText('Password reset email sent. Check your inbox!')).toBeVisible();
    await snap(page, testInfo, 'reset-02-sent');

    await expect.poll(() => mailTo(email) !== undefined, { timeout: 10_000 }).toBe(true);
    const text = mailTo(email)!;
    const link = new URL(text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);
    expect(link.origin).toBe(new URL(page.url()).origin);

    await page.goto(link.pathname + link.search);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await expect(form).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('new-password-2');
    await form.getByLabel('Confirm new password').fill('new-password-3');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(form.getByRole('alert')).toHaveText("Passwords don't match.");
    await snap(page, testInfo, 'reset-03-mismatch');

    await form.getByLabel('Confirm new password').fill('new-password-2');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();
    await snap(page, testInfo, 'reset-04-changed');

    await page.getByRole('link', { name: 'Go to sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInForm(page).getByLabel('Email').fill(email);
    await signInForm(page).getByLabel('Password').fill('old-password-1');
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(signInForm(page).getByRole('alert')).toContainText('Login failed');

    await signInForm(page).getByLabel('Password').fill('new-password-2');
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await dismissTermsPrompt(page);
    await expect(topicHeading(page)).toBeVisible();
    await snap(page, testInfo, 'reset-05-signed-in');
  });

  test('a reset link without a token says so', async ({ page }, testInfo) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
    await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    await snap(page, testInfo, 'reset-06-no-token');
  });
});

test.describe('social sign-in by popup', () => {
  test('signs in through the local OpenID provider in a popup and lands on the topic screen', async ({
    page,
  }, testInfo) => {
    const login = unique(testInfo, 'oidc');
    await page.goto('/login');
    const providers = page.getByRole('group', { name: 'Sign-in providers' });
    for (const name of ['Google', 'GitHub', 'Facebook', OIDC_NAME]) {
      await expect(providers.getByRole('button', { name: `Continue with ${name}` })).toBeEnabled();
    }
    await snap(page, testInfo, 'social-01-login');

    const popupOpened = page.waitForEvent('popup');
    await providers.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();
    const popup = await popupOpened;
    await popup.getByPlaceholder('Enter any login').fill(login);
    await popup.getByPlaceholder('and password').fill('anything');
    await popup.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-social-02-provider-login.png`),
    });
    // Slower than a script: the player's time at the provider must not count against the 8 s.
    await page.waitForTimeout(9_000);
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    // The completion page hands the token over and closes itself.
    await expect.poll(() => popup.isClosed()).toBe(true);

    await dismissTermsPrompt(page);
    await expect(topicHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/(generate)?$/);
    await expect(page.getByTestId('display-name')).toHaveText(`OIDC ${login}`);
    // The stored Bearer token alone (no cookie of the popup's) is the session.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const api = await request.newContext({ baseURL: testInfo.project.use.baseURL });
    const session = await api.get('/api/auth/get-session', { headers: { authorization: `Bearer ${token}` } });
    expect((await session.json()).user.email).toBe(`${login}@oidc.example.com`);
    await api.dispose();
    await snap(page, testInfo, 'social-03-signed-in');
  });

  test('an unconfigured provider says so and opens no popup', async ({ page }, testInfo) => {
    await page.goto('/login');
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'GitHub' })).toHaveText(
      'GitHub sign-in is not configured.',
    );
    expect(popups).toBe(0);
    await snap(page, testInfo, 'social-04-not-configured');
  });

  test('a popup closed before the end fails after about 8 s with the reason', async ({ page }, testInfo) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();
    const popup = await popupOpened;
    await expect(popup.getByPlaceholder('Enter any login')).toBeVisible();
    const closedAt = Date.now();
    await popup.close();
    const alert = page.getByRole('alert').filter({ hasText: OIDC_NAME });
    await expect(alert).toHaveText(
      `Sign-in with ${OIDC_NAME} failed. The sign-in window was closed before sign-in finished.`,
      { timeout: 15_000 },
    );
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(7_000);
    await snap(page, testInfo, 'social-05-closed');
  });

  test('a blocked popup gets a clear message', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${OIDC_NAME}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: OIDC_NAME })).toHaveText(
      `Sign-in with ${OIDC_NAME} failed. Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.`,
    );
    await snap(page, testInfo, 'social-06-blocked');
  });
});
