/// <reference lib="dom" />
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  PASSWORD,
  adminEmail,
  expectNoAxeViolations,
  openSignedIn,
  originHeader,
  signUpByApi,
  uniqueEmail,
} from './identity-support.js';
import { playScript } from './profile-support.js';

/**
 * A tour of every screen, at both widths (the desktop and phone projects) and in both colour schemes: each
 * screen is checked by axe and photographed to `test-results/screens/{project}-{scheme}-{screen}.png`, so a
 * reviewer can look at the whole app in one folder.
 */

async function shoot(page: Page, testInfo: TestInfo, scheme: string, screen: string): Promise<void> {
  await expectNoAxeViolations(page, `${screen} (${scheme})`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}-${scheme}-${screen}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The admin named by the e2e server's ADMIN_EMAILS: signed up by whichever test needs it first. */
async function adminToken(page: Page, testInfo: TestInfo): Promise<string> {
  const email = adminEmail(testInfo);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: originHeader(),
    data: { name: 'E2E Admin', email, password: PASSWORD },
  });
  if (signUp.ok()) return ((await signUp.json()) as { token: string }).token;
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: originHeader(),
    data: { email, password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('every visitor screen', async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'intro');
      for (const [path, screen] of [
        ['/login', 'login'],
        ['/signup', 'signup'],
        ['/terms', 'terms'],
        ['/privacy', 'privacy'],
        ['/faq', 'faq'],
      ] as const) {
        await page.goto(path);
        // /signup opens on its privacy modal, whose heading is the only one a reader can reach.
        await expect(page.getByRole('heading').first()).toBeVisible();
        await shoot(page, testInfo, scheme, screen);
      }
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await shoot(page, testInfo, scheme, 'reset-password');

      await page.evaluate(() => sessionStorage.removeItem('demoProgress'));
      await page.goto('/demo');
      await expect(page.getByText('Demo Mode')).toBeVisible();
      await expect(page.locator('#quiz-question')).toBeVisible();
      await shoot(page, testInfo, scheme, 'demo-question');
      for (let index = 0; index < 3; index++) {
        await page.getByRole('button', { name: /^A:/ }).click();
        await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
      }
      await expect(page.getByRole('heading', { name: 'Enjoyed the demo?' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'demo-end');
    });

    test('every signed-in screen', async ({ page }, testInfo) => {
      // A dozen screens, each photographed and checked by axe: a minute is short on a busy 2-core machine.
      test.setTimeout(150_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { token } = await signUpByApi(page, uniqueEmail(testInfo, `screens-${scheme}`), 'Screen Tour');
      await openSignedIn(page, token, '/generate');
      await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'generate');

      await page.goto('/play?topic=Space&difficulty=easy&batchSize=2');
      await expect(page.locator('#quiz-question')).toBeVisible();
      // The countdown keeps running while axe and the camera work: stop it on a fixed time.
      await page.clock.setFixedTime(new Date());
      await shoot(page, testInfo, scheme, 'play-question');
      await page.getByRole('button', { name: /^B:/ }).click();
      await expect(page.locator('.quiz__verdict')).toBeVisible();
      await shoot(page, testInfo, scheme, 'play-answered');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: /^C:/ }).click();
      await page.getByRole('button', { name: 'Finish' }).click();

      await expect(page).toHaveURL(/\/result$/);
      await expect(page.getByRole('group', { name: 'Session summary' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'result-session');
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').locator('.answer-card')).toHaveCount(2);
      await shoot(page, testInfo, scheme, 'result-history');

      // The board lists streaks above zero, and the two answers above may both be wrong: a streak of the tour's
      // own puts a table on it whatever ran before, once the streaks projection has it.
      await playScript(page, [
        { token, rounds: [{ topic: 'Math', subtopic: 'Multiplication', marks: ['R', 'R'], times: [1, 1] }] },
      ]);
      await expect
        .poll(async () => ((await (await page.request.get('/api/streaks/leaderboard')).json()) as []).length)
        .toBeGreaterThan(0);
      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await shoot(page, testInfo, scheme, 'leaderboard');

      await page.goto('/profile');
      await expect(page.locator('.chart-figure__plot .recharts-wrapper > svg')).toHaveCount(4);
      await shoot(page, testInfo, scheme, 'profile');
      await page.getByRole('button', { name: /Screen Tour/ }).click();
      await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeFocused();
      await shoot(page, testInfo, scheme, 'avatar-menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Audio settings' }).click();
      await expect(page.getByRole('slider', { name: /Music/ })).toBeVisible();
      await shoot(page, testInfo, scheme, 'audio-settings');
      await page.getByRole('button', { name: 'Audio settings' }).click();

      await page.goto('/play?topic=zzqx-nothing&difficulty=easy');
      await expect(page.getByRole('button', { name: 'Return to Dashboard' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'play-error');

      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shoot(page, testInfo, scheme, 'faq-signed-in');
    });

    test('the admin screen', async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openSignedIn(page, await adminToken(page, testInfo), '/admin/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms audit' })).toBeVisible();
      await shoot(page, testInfo, scheme, 'admin-terms');
    });
  });
}
