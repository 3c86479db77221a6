/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';
import { HEADER, expectedRow, historyPanel, readCsv, sessionPanel, type Answer } from './result-support.js';

/**
 * /result's Session tab: the round /play hands over in the router state, its summary, answers and CSV, the
 * round buttons' URLs, the keyboard tabs, and a guest's view without History.
 */

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

  // Retake Incorrect at round 3 stays at round 3; after round 3 Next Round gives way to New game (issue 13),
  // which goes to the dashboard.
  await openWithSession(page, { answers: playedSession, round: 3, topic: 'capitals', difficulty: 'easy' });
  await page.getByRole('button', { name: 'Retake Incorrect' }).click();
  await expect
    .poll(() => pushedPaths(page))
    .toEqual(['/play?topic=capitals&difficulty=easy&round=3&subtopic=Asia&retake=1']);
  await openWithSession(page, { answers: playedSession, round: 3, topic: 'capitals', difficulty: 'easy' });
  await expect(page.getByRole('button', { name: 'Next Round' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New game' }).click();
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
