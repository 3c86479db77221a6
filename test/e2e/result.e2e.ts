/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';

/**
 * /result against the real api: a signed-in player's saved history (seeded through the questions and
 * save-answer calls) with search, Incorrect only, sort, Cards/Table, Load more and the CSV export; the
 * Session tab that /play hands over in the router state, with its summary and round buttons; a guest's view.
 */

type Letter = 'A' | 'B' | 'C' | 'D';

interface Answer {
  id: string;
  sessionId: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correct: Letter;
  explanation: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  subtopic: string;
  selectedAnswer: Letter | null;
  isCorrect: boolean;
  timeTaken: number;
  playedAt: string;
}

const HEADER = [
  'Question',
  'Your Letter',
  'Your Answer',
  'Correct Letter',
  'Correct Answer',
  'Correct?',
  'Time (s)',
  'Subtopic',
  'Played At',
];

/** The spec's columns, spelt out here rather than taken from the code under test. */
const expectedRow = (a: Answer) => [
  a.question,
  a.selectedAnswer ?? '',
  a.selectedAnswer ? a[`option${a.selectedAnswer}`] : 'Timed out',
  a.correct,
  a[`option${a.correct}`],
  a.isCorrect ? 'Yes' : 'No',
  a.timeTaken.toFixed(1),
  a.subtopic,
  a.playedAt,
];

/** Plays batches of capitals questions through the api until `count` are answered: every seventh times out. */
async function seedHistory(page: Page, token: string, count: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  let n = 0;
  while (n < count) {
    const issued = await page.request.post('/api/questions', {
      headers: auth,
      data: { topic: 'capitals', difficulty: 'easy', batchSize: Math.min(20, count - n) },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    const { questions, sessionId } = (await issued.json()) as {
      questions: { id: string }[];
      sessionId: string;
    };
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      n += 1;
      const saved = await page.request.post('/api/answers/save-answer', {
        headers: auth,
        data: {
          questionId: question.id,
          selectedAnswer: n % 7 === 0 ? null : (['A', 'B', 'C', 'D'] as const)[n % 4],
          isCorrect: false,
          timeTaken: (n % 13) + 0.25,
          sessionId,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }
}

/** Every page of the player's history for `query`, straight from the api (the projection may lag a little). */
async function apiHistory(page: Page, token: string, query: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await page.request.get(`/api/answers/user-answers?${query}${suffix}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: Answer[]; nextCursor: string | null };
    answers.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return answers;
}

async function readCsv(download: Download): Promise<{ raw: Buffer; rows: string[][] }> {
  const raw = await readFile(await download.path());
  return { raw, rows: parse(raw, { bom: true }) as string[][] };
}

const historyPanel = (page: Page) => page.getByRole('tabpanel', { name: 'History' });
const sessionPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Session' });

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

const sessionAnswer = (n: number, overrides: Partial<Answer> = {}): Answer => ({
  id: `q-${n}`,
  sessionId: 'session-1',
  question: `Which city is capital number ${n}?`,
  optionA: `Alpha ${n}`,
  optionB: `Bravo ${n}`,
  optionC: `Charlie ${n}`,
  optionD: `Delta ${n}`,
  correct: 'B',
  explanation: `Bravo ${n} has been the capital since ${1800 + n}.`,
  topic: 'capitals',
  difficulty: 'easy',
  subtopic: 'Europe',
  selectedAnswer: 'B',
  isCorrect: true,
  timeTaken: 3,
  playedAt: `2026-11-21T10:0${n}:00.000Z`,
  ...overrides,
});

/** Asia is weakest (0 of 2); the best streak is 2; one answer timed out; one question is a spreadsheet formula. */
const playedSession = [
  sessionAnswer(1),
  sessionAnswer(2, { question: '=HYPERLINK("http://evil.test","Click")', timeTaken: 4.5 }),
  sessionAnswer(3, { subtopic: 'Asia', selectedAnswer: 'C', isCorrect: false, timeTaken: 6 }),
  sessionAnswer(4, { subtopic: 'Asia', selectedAnswer: null, isCorrect: false, timeTaken: 15 }),
  sessionAnswer(5, { subtopic: 'Oceania', timeTaken: 2 }),
];

/** Opens /result as /play's Finish does: the session in React Router's history state. */
async function openWithSession(page: Page, state: object): Promise<void> {
  await page.evaluate((usr) => {
    window.history.replaceState({ usr, key: 'finish', idx: 0 }, '', '/result');
  }, state);
  await page.reload();
}

/** The paths the app pushes: /play is another screen, so the URL is read as the app leaves for it. */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pushed: string[] = [];
    (window as unknown as { pushedPaths: string[] }).pushedPaths = pushed;
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (data, unused, url) => {
      if (url) pushed.push(String(url));
      push(data, unused, url);
    };
  });
}

const pushedPaths = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushedPaths: string[] }).pushedPaths);

test('Session: summary, answers, CSV, Next Round and Retake Incorrect, keyboard tabs', async ({
  page,
}, testInfo) => {
  await recordNavigations(page);
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'result-session'), 'Session Player');
  await openSignedIn(page, token, '/generate');
  await openWithSession(page, { answers: playedSession, round: 1, topic: 'capitals', difficulty: 'easy' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Round 1: capitals');
  const sessionTab = page.getByRole('tab', { name: 'Session' });
  await expect(sessionTab).toHaveAttribute('aria-selected', 'true');
  const panel = sessionPanel(page);
  const summary = panel.getByRole('group', { name: 'Session summary' }).getByRole('definition');
  await expect(summary).toHaveText(['3/5', '60%', '6.1 s', '2']);
  const cards = panel.getByRole('list', { name: 'Session answers' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(2)).toContainText('Incorrect');
  await expect(cards.nth(2)).toContainText('C Charlie 3');
  await expect(cards.nth(2)).toContainText('B Bravo 3');
  await expect(cards.nth(2)).toContainText('6.0 s');
  await expect(cards.nth(2)).toContainText('Asia');
  await expect(cards.nth(2)).toContainText('Bravo 3 has been the capital since 1803.');
  await expect(cards.nth(2)).toContainText('Nov 21, 2026');
  await expect(cards.nth(3)).toContainText('Timed out');
  await expect(cards.nth(0)).toContainText('Correct');
  await expectNoAxeViolations(page, 'session cards');
  await snap(page, testInfo, 'result-session');

  // Keyboard: arrows move between tabs and select them; the History tab's panel follows.
  await sessionTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'History' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    historyPanel(page).getByRole('status').filter({ hasText: 'Nothing to review here.' }),
  ).toBeVisible();
  await page.keyboard.press('Home');
  await expect(sessionTab).toBeFocused();
  await expect(sessionTab).toHaveAttribute('aria-selected', 'true');

  // Export CSV of the session; the formula is kept as text.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const { raw, rows } = await readCsv(await downloading);
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows).toEqual([
    HEADER,
    ...playedSession
      .map(expectedRow)
      .map((row, index) => (index === 1 ? [`'${row[0]}`, ...row.slice(1)] : row)),
  ]);

  // Next Round: round 2, carrying the weakest subtopic.
  await page.getByRole('button', { name: 'Next Round' }).click();
  await expect
    .poll(() => pushedPaths(page))
    .toEqual(['/play?topic=capitals&difficulty=easy&round=2&subtopic=Asia']);

  // Retake Incorrect at round 3 stays at round 3; Next Round from round 3 goes to the dashboard.
  await openWithSession(page, { answers: playedSession, round: 3, topic: 'capitals', difficulty: 'easy' });
  await page.getByRole('button', { name: 'Retake Incorrect' }).click();
  await expect
    .poll(() => pushedPaths(page))
    .toEqual(['/play?topic=capitals&difficulty=easy&round=3&subtopic=Asia']);
  await openWithSession(page, { answers: playedSession, round: 3, topic: 'capitals', difficulty: 'easy' });
  await page.getByRole('button', { name: 'Next Round' }).click();
  await expect(page).toHaveURL(/\/generate$/);

  // Nothing wrong: Retake Incorrect is disabled and says why.
  const perfect = playedSession.map((a) => ({ ...a, selectedAnswer: a.correct, isCorrect: true }));
  await openWithSession(page, { answers: perfect, round: 1, topic: 'capitals', difficulty: 'easy' });
  const retake = page.getByRole('button', { name: 'Retake Incorrect' });
  await expect(retake).toBeDisabled();
  await expect(retake).toHaveAccessibleDescription('Nothing to retake: every answer was correct.');

  // Table view in the dark scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await sessionPanel(page).getByRole('button', { name: 'Table' }).click();
  await expect(
    sessionPanel(page).getByRole('table', { name: 'Session answers' }).getByRole('row'),
  ).toHaveCount(6);
  await expectNoAxeViolations(page, 'session table, dark');
  await snap(page, testInfo, 'result-session-table-dark');
});

test('a guest sees the Session tab only, and why History is not there', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Guest');
  await openWithSession(page, {
    answers: playedSession.slice(0, 2),
    round: 1,
    topic: 'capitals',
    difficulty: 'easy',
  });
  await expect(page.getByRole('tab')).toHaveText(['Session']);
  const panel = sessionPanel(page);
  await expect(panel).toContainText('History is for signed-in players');
  await expect(panel.getByRole('list', { name: 'Session answers' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'guest session');
  await snap(page, testInfo, 'result-guest');
});
