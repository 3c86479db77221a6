/// <reference lib="dom" />
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * CONTINUE AS GUEST with the self-hosted proof of work: the page fetches a challenge, solves it in Web
 * Workers, the api redeems it for a guest token, and the guest lands on the topic entry screen. Guest
 * sign-out goes back to /login.
 */

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    isGuest: localStorage.getItem('isGuest'),
    guestToken: localStorage.getItem('guestToken'),
    token: localStorage.getItem('token'),
  }));

test('a guest passes the proof of work from /login to the topic entry screen, then signs out', async ({
  page,
}, testInfo) => {
  // A stale account token must be cleared when guest access starts (spec §4).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', 'stale-account-token');
      sessionStorage.setItem('seeded', 'yes');
    }
  });
  await page.goto('/login');
  // The stale token is refused and cleared, so the visitor sees /login.
  const guestButton = page.getByRole('button', { name: 'Continue as guest' });
  await expect(guestButton).toBeVisible();
  await snap(page, testInfo, 'guest-login');

  const verified = page.waitForResponse((response) => response.url().endsWith('/api/verify-recaptcha'));
  await guestButton.click();
  const verdict = await (await verified).json();
  expect(verdict).toMatchObject({ success: true, error: null, action: 'guest_login' });

  await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText('Guest');
  const stored = await storage(page);
  expect(stored.isGuest).toBe('true');
  expect(stored.token).toBeNull();
  expect(stored.guestToken?.split('.')).toHaveLength(3);

  // Guest access survives a reload and reaches /generate; /login sends a guest back there.
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/generate$/);
  await snap(page, testInfo, 'guest-generate');

  // The guest token opens guest routes only.
  const guestOnly = await page.evaluate(async (token) => {
    const headers = { Authorization: `Bearer ${token}` };
    const [session, me] = await Promise.all([
      fetch('/api/guest/session', { headers }),
      fetch('/api/user/me', { headers }),
    ]);
    return [session.status, me.status];
  }, stored.guestToken);
  expect(guestOnly).toEqual([200, 403]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  expect(await storage(page)).toEqual({ isGuest: null, guestToken: null, token: null });
  await snap(page, testInfo, 'guest-signed-out');
});

test('a refused bot check shows its error, action and score', async ({ page }, testInfo) => {
  // Answer the challenge with a payload the server cannot accept, as a bot that skipped the work would.
  await page.route('**/api/verify-recaptcha', async (route) => {
    const body = route.request().postDataJSON() as { token: string; action: string };
    await route.continue({ postData: JSON.stringify({ ...body, token: btoa('{"not":"solved"}') }) });
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bot check failed' })).toHaveText(
    'Bot check failed. Error: malformed-payload. Action: guest_login. Score: n/a.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, testInfo, 'guest-refused');
});

test('guest access ends when the guest token expires', async ({ page }) => {
  // The page's own guest state: a stored guest token whose expiry comes during the visit.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('isGuest', 'true');
    localStorage.setItem('guestToken', 'header.payload.signature');
    localStorage.setItem('guestExpiresAt', new Date(Date.now() + 3000).toISOString());
  });
  await page.goto('/generate');
  await expect(page.getByTestId('display-name')).toHaveText('Guest');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  expect(await storage(page)).toEqual({ isGuest: null, guestToken: null, token: null });
});
