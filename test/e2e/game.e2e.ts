/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';

/**
 * The whole single-player game as a player meets it (issue 5): topic entry, three rounds of /play, each ending on
 * /result, Next Round carrying the weakest subtopic, and round 3's New game ending at the dashboard. Questions
 * come from the offline generator, so the round sizes are the product's own (10 per round signed in).
 */

interface HistoryItem {
  id: string;
  isCorrect: boolean;
  topic: string;
}

const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next|Finish)$/ });

/** Answers every question of the round by clicking, alternating A and C, and returns how many were right. */
async function playRound(page: Page): Promise<{ played: number; correct: number }> {
  let played = 0;
  let correct = 0;
  for (;;) {
    const letter = played % 2 === 0 ? 'A' : 'C';
    await expect(page.locator('#quiz-question')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${letter}:`) }).click();
    const verdict = page.locator('.quiz__verdict');
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent())?.includes('Correct!')) correct += 1;
    played += 1;
    const button = nextButton(page);
    const isLast = (await button.textContent()) === 'Finish';
    await button.click();
    if (isLast) return { played, correct };
  }
}

test('a signed-in player plays three rounds from the topic entry screen to the dashboard', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // Without the fades the rounds take less time; the fades themselves are play.e2e.ts's to check.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'rounds'));
  await openSignedIn(page, token, '/generate');

  await page.getByLabel('Topic').fill('Space');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(/\/play\?topic=Space&difficulty=medium&round=1$/);

  const rounds: { played: number; correct: number }[] = [];
  for (let round = 1; round <= 3; round++) {
    const outcome = await playRound(page);
    rounds.push(outcome);
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByRole('tab', { name: 'Session' })).toHaveAttribute('aria-selected', 'true');
    const summary = page.getByRole('group', { name: 'Session summary' });
    await expect(summary).toContainText(`${outcome.correct}/${outcome.played}`);
    if (round === 1) await snap(page, testInfo, 'game-result-round-1');

    // After round 3 Next Round gives way to New game (issue 13).
    await page.getByRole('button', { name: round < 3 ? 'Next Round' : 'New game' }).click();
    if (round < 3) {
      await expect(page).toHaveURL(new RegExp(`/play\\?topic=Space&difficulty=medium&round=${round + 1}`));
      const url = new URL(page.url());
      // Next Round carries the weakest subtopic whenever an answer was wrong (spec §4, Rounds).
      if (outcome.correct < outcome.played) expect(url.searchParams.get('subtopic')).toBeTruthy();
    }
  }
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();

  expect(rounds[0]!.played).toBe(10);
  const history = await page.request.get('/api/answers/user-answers?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(history.status()).toBe(200);
  const items = ((await history.json()) as { items: HistoryItem[] }).items;
  const total = rounds.reduce((sum, round) => sum + round.played, 0);
  expect(items).toHaveLength(total);
  // Never the same question twice across the rounds.
  expect(new Set(items.map((item) => item.id)).size).toBe(total);
  expect(items.filter((item) => item.isCorrect)).toHaveLength(rounds.reduce((sum, r) => sum + r.correct, 0));
  expect(items.every((item) => item.topic === 'Space')).toBe(true);
});
