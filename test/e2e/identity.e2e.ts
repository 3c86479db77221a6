/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  createAccountForm,
  expectNoAxeViolations,
  fillCreateAccount,
  fillSignIn,
  openSignedIn,
  signInForm,
  signUpByApi,
  snap,
  topicHeading,
  uniqueEmail,
} from './identity-support.js';

/**
 * Identity flows against the real api: sign-up, sign-in, a wrong password, malformed e-mails, the
 * test-account password rules, the route sets of visitors and signed-in users, logout, the older /signup
 * form and the /faq accordion. Each keeps screenshots under the test output.
 */

const HEADING = 'For test accounts, your password must:';

test.describe('signing up and in', () => {
  test('sign-up, then sign-in; the backend is told the token each time', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto('/login');
    const verified = page.waitForRequest('**/api/user/verify-token');
    await fillCreateAccount(page, 'Signup Sam', email, PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'One quick thing' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'I accept' }).click();
    await expect(topicHeading(page)).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('Signup Sam');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const request = await verified;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ token });
    await snap(page, testInfo, 'identity-01-signed-up');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const verifiedAgain = page.waitForRequest('**/api/user/verify-token');
    await fillSignIn(page, email, PASSWORD);
    await expect(topicHeading(page)).toBeVisible();
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(token);
    expect((await verifiedAgain).postDataJSON()).toEqual({ token: newToken });
    await snap(page, testInfo, 'identity-02-signed-in');
  });

  test('a wrong password and a malformed e-mail get the spec’s messages and sign nobody in', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await signUpByApi(page, email);
    await page.goto('/login');
    await fillSignIn(page, email, 'not-the-password');
    await expect(signInForm(page).getByRole('alert')).toHaveText('Login failed: Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await snap(page, testInfo, 'identity-03-wrong-password');

    await fillSignIn(page, 'ada@@example', PASSWORD);
    await expect(signInForm(page).getByRole('alert')).toHaveText(/^Login failed: Invalid email/);
    await fillCreateAccount(page, 'Ada', 'ada.example.com', PASSWORD);
    await expect(createAccountForm(page).getByRole('alert')).toHaveText(
      'Please enter a valid email address.',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await snap(page, testInfo, 'identity-04-malformed-email');
  });

  test('a test-account password failing each rule lists exactly that rule', async ({ page }, testInfo) => {
    const email = `qa.${uniqueEmail(testInfo, 'tester')}`;
    const username = email.split('@')[0]!;
    await page.goto('/login');
    const alert = createAccountForm(page).getByRole('alert');
    const cases: [string, string][] = [
      ['Short-Pw-1', 'be at least 12 characters long'],
      ['Violet Harbor-93', 'contain no spaces'],
      ['violetharborcove', 'include at least 3 of: uppercase, lowercase, number, special'],
      [`X-${username.toUpperCase()}-1`, 'not contain the email username'],
      ['Password123!', 'not be a commonly used password'],
    ];
    for (const [password, rule] of cases) {
      await fillCreateAccount(page, 'QA Tester', email, password);
      await expect(alert.locator('.alert__title')).toHaveText(HEADING);
      await expect(alert.getByRole('listitem')).toHaveText([rule]);
    }
    await fillCreateAccount(page, 'QA Tester', email, 'password');
    await expect(alert.getByRole('listitem')).toHaveText([
      'be at least 12 characters long',
      'include at least 3 of: uppercase, lowercase, number, special',
      'not be a commonly used password',
    ]);
    await snap(page, testInfo, 'identity-05-test-account-rules');
    await expect(page).toHaveURL(/\/login$/);

    // The server applies the same rules to anyone calling the api directly, and creates nothing.
    const direct = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'QA Tester', email, password: 'Password123!' },
    });
    expect(direct.status()).toBe(400);
    expect(await direct.json()).toMatchObject({
      message: HEADING,
      items: ['not be a commonly used password'],
    });
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'Password123!' },
    });
    expect(signIn.status()).toBe(401);

    await fillCreateAccount(page, 'QA Tester', email, 'Violet-Harbor-93');
    await expect(page.getByRole('dialog', { name: 'One quick thing' })).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('QA Tester');
  });
});

test.describe('route sets', () => {
  test('visitors reach the public screens; everything else goes to /login', async ({ page }, testInfo) => {
    for (const [path, visible] of [
      ['/login', signInForm(page)],
      ['/terms', page.getByRole('heading', { level: 1, name: /Terms of Use/ })],
      ['/privacy', page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
      ['/faq', page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })],
      ['/signup', page.getByRole('dialog', { name: 'Before you sign up' })],
      ['/demo', page.getByText('Demo Mode')],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(visible).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    for (const path of ['/generate', '/play', '/profile', '/admin/terms', '/dashboard', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await snap(page, testInfo, 'identity-06-visitor-redirect');
  });

  test('signed-in users: /login, /signup and unknown paths go to /generate; logout goes to /login', async ({
    page,
  }, testInfo) => {
    const { token } = await signUpByApi(page, uniqueEmail(testInfo), 'Route Rita');
    await openSignedIn(page, token);
    await expect(topicHeading(page)).toBeVisible();
    for (const path of ['/login', '/signup', '/dashboard', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/generate$/);
      await expect(topicHeading(page)).toBeVisible();
    }
    for (const path of ['/faq', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'Back to Game' })).toHaveAttribute('href', '/generate');
    await snap(page, testInfo, 'identity-07-signed-in-faq');

    await page.goto('/generate');
    const historyLength = await page.evaluate(() => history.length);
    const signOut = page.waitForRequest('**/api/auth/sign-out');
    await page.getByRole('button', { name: 'Logout' }).click();
    await signOut;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('introPlayed'))).toBe('true');
    const after = await page.request.get('/api/auth/get-session', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await after.json()).toBeNull();
    await snap(page, testInfo, 'identity-08-logged-out');
  });
});

test.describe('the older /signup form', () => {
  test('privacy agreement first, then every rule, then sign-up lands on /generate', async ({
    page,
  }, testInfo) => {
    await page.goto('/signup');
    const modal = page.getByRole('dialog', { name: 'Before you sign up' });
    await expect(modal).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign up' })).toHaveCount(0);
    await snap(page, testInfo, 'signup-01-privacy-modal', false);
    await modal.getByRole('button', { name: 'I Agree' }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('agreedToPrivacy'))).toBe('true');

    const form = page.getByRole('form', { name: 'Sign up' });
    const alert = form.getByRole('alert');
    const submit = () => form.getByRole('button', { name: 'Sign up' }).click();
    await submit();
    await expect(alert).toHaveText('Please fill out all fields.');

    const email = uniqueEmail(testInfo, 'older');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email or phone').fill('+44 20 7946 0958');
    await form.getByLabel('Birthday').fill('1990-12-10');
    await form.getByLabel('Gender (optional)').selectOption('female');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await submit();
    await expect(alert).toHaveText("Passwords don't match.");
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await submit();
    await expect(alert).toHaveText(
      'Only email sign-up is supported for now. Please enter a valid email address.',
    );
    await form.getByLabel('Email or phone').fill(email);

    // Twelve years old today: refused for the minimum age.
    const today = new Date();
    const twelve = new Date(today.getFullYear() - 12, today.getMonth(), today.getDate());
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await form.getByLabel('Birthday').fill(iso(twelve));
    await submit();
    await expect(alert).toHaveText('You must be at least 13 years old to create an account.');
    await expect(page).toHaveURL(/\/signup$/);
    await snap(page, testInfo, 'signup-02-under-13');
    await expectNoAxeViolations(page, 'signup');

    await form.getByLabel('Birthday').fill('1990-12-10');
    await submit();
    await expect(page).toHaveURL(/\/generate$/);
    await expect(page.getByTestId('display-name')).toHaveText('Ada Lovelace');
    await snap(page, testInfo, 'signup-03-signed-up');

    // The agreement is remembered on this device.
    await page
      .getByRole('dialog', { name: 'One quick thing' })
      .getByRole('button', { name: 'I accept' })
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/signup');
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('/faq', () => {
  test('one item open at a time; clicking the open one closes it', async ({ page }, testInfo) => {
    await page.goto('/faq');
    const items = [
      ['What is the product?', 'A trivia game that tests knowledge across various topics.'],
      [
        'How do I play the game?',
        'Generate questions, choose the correct answers, and compete for the high score.',
      ],
      [
        'Can I reset my password?',
        "Yes: on the login page click 'Forgot your info?' and follow the instructions.",
      ],
    ] as const;
    const question = (text: string) => page.getByRole('button', { name: text });
    const answer = (text: string) => page.getByText(text, { exact: true });
    for (const [q, a] of items) {
      await expect(question(q)).toHaveAttribute('aria-expanded', 'false');
      await expect(answer(a)).toBeHidden();
    }
    for (const [index, [q, a]] of items.entries()) {
      await question(q).click();
      await expect(answer(a)).toBeVisible();
      await expect(question(q)).toHaveAttribute('aria-expanded', 'true');
      for (const [other, otherAnswer] of items.filter((_, i) => i !== index)) {
        await expect(question(other)).toHaveAttribute('aria-expanded', 'false');
        await expect(answer(otherAnswer)).toBeHidden();
      }
    }
    await snap(page, testInfo, 'faq-01-open');
    await expectNoAxeViolations(page, 'faq');
    await question(items[2][0]).click();
    await expect(answer(items[2][1])).toBeHidden();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
