/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe-core (WCAG 2.1 A/AA) on every screen built so far, in light and dark colour schemes.
 * The intro is checked at its final frame (reduced motion) so contrast is measured on settled colours.
 */

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `${label}: axe violations`).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('visitor screens have no axe violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoViolations(page, 'intro');

      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).not.toBeEmpty();
      await expectNoViolations(page, 'login');

      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'terms');

      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'privacy');
    });

    test('signed-in screens have no axe violations', async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByLabel('Display name').fill('Axe Tester');
      await form.getByLabel('Email').fill(`axe-${testInfo.project.name}-${colorScheme}-${nonce}@example.com`);
      await form.getByLabel('Password').fill('correct-horse-42');
      await form.getByRole('button', { name: 'Create account' }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'terms modal');
      await dialog.getByRole('button', { name: 'I accept' }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
      // Start stays disabled for a blank topic (issue 13); an over-long one still shows the alert to check.
      const topic = page.getByLabel('Topic');
      await topic.fill('   ');
      await expect(page.getByRole('button', { name: 'Start Game' })).toBeDisabled();
      await topic.evaluate((input) => input.removeAttribute('maxlength'));
      await topic.fill('Twenty-one characters');
      await page.getByRole('button', { name: 'Start Game' }).click();
      await expect(page.getByRole('alert')).toHaveText('Topic must be 20 characters or less');
      await expectNoViolations(page, 'topic entry');
    });
  });
}
