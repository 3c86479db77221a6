/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import {
  openSignedIn,
  originHeader,
  signUpByApi,
  snap,
  topicHeading,
  uniqueEmail,
} from './identity-support.js';

/**
 * The token's life in the web app (spec §9), on the page's fake clock: a refresh 5 minutes before the
 * session expires, and a sign-out once it counts as expired, 30 s before. The server keeps real time, so
 * its answer to the refresh keeps the same expiry unless the test extends it.
 */

const MINUTE = 60_000;

async function sessionExpiry(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { session: { expiresAt: string } };
  return Date.parse(body.session.expiresAt);
}

/** Signs in on a page whose clock the test drives, and waits until the app has read the session's expiry. */
async function signedInOnFakeClock(page: Page, token: string): Promise<number> {
  await page.clock.install();
  const firstRead = page.waitForResponse('**/api/auth/get-session?disableCookieCache=true');
  await openSignedIn(page, token);
  await expect(topicHeading(page)).toBeVisible();
  await firstRead;
  return page.evaluate(() => Date.now());
}

test('refreshes 5 minutes before expiry and keeps a session the server extended', async ({
  page,
}, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'refresh'));
  const expiresAt = await sessionExpiry(page, token);
  const now = await signedInOnFakeClock(page, token);

  // The server extends the session by a day when asked for it at refresh time.
  const extended = new Date(expiresAt + 24 * 60 * MINUTE).toISOString();
  await page.route('**/api/auth/get-session?disableCookieCache=true', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { session: { expiresAt: string } };
    await route.fulfill({ response, json: { ...body, session: { ...body.session, expiresAt: extended } } });
  });

  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) refreshes += 1;
  });
  await page.clock.fastForward(expiresAt - 5 * MINUTE - now - 2000);
  expect(refreshes).toBe(0);
  const refresh = page.waitForRequest('**/api/auth/get-session?disableCookieCache=true');
  await page.clock.fastForward(3000);
  expect((await refresh).headers().authorization).toBe(`Bearer ${token}`);

  // Past the old expiry: still signed in, with the same token.
  await page.clock.fastForward(6 * MINUTE);
  await expect(topicHeading(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  expect(refreshes).toBe(1);
  await snap(page, testInfo, 'token-01-refreshed');
});

test('signs out 30 s before expiry when the session could not be extended', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'expiry'));
  const expiresAt = await sessionExpiry(page, token);
  const now = await signedInOnFakeClock(page, token);

  const refresh = page.waitForRequest('**/api/auth/get-session?disableCookieCache=true');
  await page.clock.fastForward(expiresAt - 5 * MINUTE - now + 1000);
  await refresh;
  await expect(topicHeading(page)).toBeVisible();

  // 31 s before expiry: still signed in. At 30 s: signed out, sent to /login.
  const fakeNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(expiresAt - 31_000 - fakeNow);
  await expect(topicHeading(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await snap(page, testInfo, 'token-02-expired');
});

test('a token the server no longer knows signs out at once', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'revoked'));
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { authorization: `Bearer ${token}`, ...originHeader() },
    data: {},
  });
  expect(signOut.status()).toBe(200);
  await openSignedIn(page, token);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await snap(page, testInfo, 'token-03-revoked');
});
