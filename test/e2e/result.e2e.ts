/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';
import { HEADER, apiHistory, expectedRow, historyPanel, readCsv, seedHistory } from './result-support.js';

/**
 * /result's History tab against the real api: a signed-in player's saved answers (seeded through the
 * questions and save-answer calls) with search, Incorrect only, sort, Cards/Table, Load more, the CSV export,
 * a late response and failures. The Session tab is in result-session.e2e.ts.
 */

test('History: search, Incorrect only, sort, Cards/Table, Load more and Export CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'result'), 'Result Player');
  await seedHistory(page, token, 60);
  await expect.poll(async () => (await apiHistory(page, token, 'sort=desc')).length).toBe(60);
  const newestFirst = await apiHistory(page, token, 'sort=desc');

  const historyRequests: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/answers/user-answers')) historyRequests.push(new URL(request.url()));
  });
  await openSignedIn(page, token, '/result');

  // No session handed over: History opens, newest first, one page of 50.
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  const panel = historyPanel(page);
  const cards = panel.getByRole('list', { name: 'History answers' }).getByRole('listitem');
  await expect(cards).toHaveCount(50);
  await expect(panel.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 50 answers, more to load.',
  );
  await expect(cards.first()).toContainText(newestFirst[0]!.question);
  await expect(cards.nth(49)).toContainText(newestFirst[49]!.question);
  const timedOut = newestFirst.findIndex((a) => a.selectedAnswer === null);
  await expect(cards.nth(timedOut)).toContainText('Timed out');
  await expect(cards.nth(timedOut)).toContainText('No answer (time ran out)');
  await snap(page, testInfo, 'result-history-cards');

  // Load more appends the last 10.
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(60);
  await expect(cards.nth(59)).toContainText(newestFirst[59]!.question);
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(historyRequests.filter((url) => url.searchParams.has('cursor'))).toHaveLength(1);

  // Table view: the same answers under proper column headers.
  await panel.getByRole('button', { name: 'Table' }).click();
  await expect(panel.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const table = panel.getByRole('table', { name: 'History answers' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Question',
    'Your answer',
    'Correct answer',
    'Result',
    'Time',
    'Subtopic',
    'Played at',
    'Explanation',
  ]);
  await expect(table.getByRole('rowheader').first()).toHaveText(newestFirst[0]!.question);
  await expectNoAxeViolations(page, 'history table');
  await snap(page, testInfo, 'result-history-table');
  await panel.getByRole('button', { name: 'Cards' }).click();

  // Sort: oldest first.
  await panel.getByLabel('Sort').selectOption('asc');
  await expect(cards.first()).toContainText(newestFirst[59]!.question);
  await expect(cards).toHaveCount(50);

  // Incorrect only.
  const incorrect = await apiHistory(page, token, 'sort=asc&incorrect=1');
  expect(incorrect.length).toBeGreaterThan(0);
  await panel.getByRole('switch', { name: 'Incorrect only' }).check();
  await expect(cards).toHaveCount(Math.min(50, incorrect.length));
  await expect(cards.first()).toContainText(incorrect[0]!.question);
  await expect(panel.getByText('✓')).toHaveCount(0);
  await panel.getByRole('switch', { name: 'Incorrect only' }).uncheck();

  // Search, debounced: typing key by key asks the api once, for the whole word.
  // A country or state named in one question: a search that matches a few answers, not all.
  const word = newestFirst
    .map((a) => a.question.match(/capital of (?:the US state of )?([A-Z][a-z]+)\?/)?.[1])
    .find(Boolean)!;
  const searched = await apiHistory(page, token, `sort=asc&q=${encodeURIComponent(word)}`);
  expect(searched.length).toBeGreaterThan(0);
  const before = historyRequests.length;
  await panel.getByLabel('Search').pressSequentially(word);
  expect(searched.length).toBeLessThan(50);
  await expect(cards).toHaveCount(searched.length);
  await expect(cards.first()).toContainText(searched[0]!.question);
  const queries = historyRequests.slice(before).map((url) => url.searchParams.get('q'));
  expect(queries).toEqual([word]);

  // A search with no match says so in the spec's words.
  await panel.getByLabel('Search').fill('zzyzxnomatch');
  await expect(panel.getByRole('status').filter({ hasText: 'No results.' })).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Export CSV of what the tab shows: every incorrect answer, oldest first, across pages.
  await panel.getByLabel('Search').fill('');
  await panel.getByRole('switch', { name: 'Incorrect only' }).check();
  await expect(cards.first()).toContainText(incorrect[0]!.question);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('quiz-history.csv');
  const { raw, rows } = await readCsv(download);
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows).toEqual([HEADER, ...incorrect.map(expectedRow)]);

  // The whole history exports all 60 across two pages.
  await panel.getByRole('switch', { name: 'Incorrect only' }).uncheck();
  await panel.getByLabel('Sort').selectOption('desc');
  await expect(cards.first()).toContainText(newestFirst[0]!.question);
  const downloadingAll = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const all = await readCsv(await downloadingAll);
  expect(all.rows).toEqual([HEADER, ...newestFirst.map(expectedRow)]);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'history cards, dark');
  await snap(page, testInfo, 'result-history-dark');
});

test('a slow earlier history response never replaces a newer one', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'result-race'), 'Race Player');
  await seedHistory(page, token, 20);
  await expect.poll(async () => (await apiHistory(page, token, 'sort=desc')).length).toBe(20);
  const incorrect = await apiHistory(page, token, 'sort=desc&incorrect=1');
  expect(incorrect.length).toBeLessThan(20);

  // The incorrect-only page is held back until the newer (unfiltered) one has been shown.
  let releaseSlow = () => {};
  const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
  await page.route('**/api/answers/user-answers?*incorrect=1*', async (route) => {
    await slowReleased;
    await route.continue().catch(() => undefined);
  });
  await openSignedIn(page, token, '/result');
  const panel = historyPanel(page);
  const cards = panel.getByRole('list', { name: 'History answers' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  const slowRequest = page.waitForRequest((r) => r.url().includes('incorrect=1'));
  await panel.getByRole('switch', { name: 'Incorrect only' }).check();
  await slowRequest;
  await panel.getByRole('switch', { name: 'Incorrect only' }).uncheck();
  await panel.getByLabel('Sort').selectOption('asc');
  await expect(panel.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 20 answers.');
  releaseSlow();
  // Give the slow answer every chance to land, then check it did not.
  await page.waitForTimeout(500);
  await expect(cards).toHaveCount(20);
  await expect(panel.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 20 answers.');
});

test('a refused or failed history request shows the spec’s messages', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'result-fail'), 'Failing Player');
  await page.route('**/api/answers/user-answers?*', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service down' }),
  );
  await openSignedIn(page, token, '/result');
  const panel = historyPanel(page);
  await expect(panel.getByRole('alert')).toHaveText('History request failed: 503 Service down');

  await page.unroute('**/api/answers/user-answers?*');
  await page.route('**/api/answers/user-answers?*', (route) => route.abort('connectionreset'));
  await panel.getByLabel('Sort').selectOption('asc');
  await expect(panel.getByRole('alert')).toHaveText('Failed to load history');

  // Back to a working api: an empty history, no filter, in the spec's words.
  await page.unroute('**/api/answers/user-answers?*');
  await panel.getByLabel('Sort').selectOption('desc');
  await expect(panel.getByRole('status').filter({ hasText: 'Nothing to review here.' })).toBeVisible();
  await expect(panel.getByText('Failed to load history')).toHaveCount(0);
});
