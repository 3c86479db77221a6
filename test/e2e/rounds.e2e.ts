import { expect, test, type Page } from '@playwright/test';
import { MAX_BATCH_SIZE } from '@quiz/contracts';
import { listOfflineTopics } from '../../apps/api/src/modules/questions/providers/offline/index.js';
import { openSignedIn, signUpByApi, uniqueEmail } from './identity-support.js';

/**
 * Issue 13 items 2-4 (ADR 0173), as a player meets them: the offline Dinosaurs, 27 questions of it still fresh,
 * played for six full rounds, fresh questions first and never twice, then questions asked before, marked so, with one
 * kind word that they now repeat; Retake Incorrect asking exactly the missed questions again, options in a new
 * order; and a targeted round naming its focus. Answers are clicked at once; no timer is waited out.
 */

interface AskedQuestion {
  text: string;
  options: string[];
  repeat: boolean;
  correct: boolean;
}

const ROUND_SIZE = 10;
const DINOSAURS = listOfflineTopics().find((topic) => topic.key === 'dinosaurs')!.questionCount;
/** Questions the browser rounds meet fresh: the rest of the bank was issued to the player before, through the api. */
const FRESH_LEFT = 27;

/**
 * Issues all but FRESH_LEFT of the Dinosaurs questions to the player, as rounds played elsewhere would (the bank
 * has grown past what six rounds in a browser can play through); returns their texts.
 */
async function issueAllButFresh(page: Page, token: string): Promise<string[]> {
  const texts: string[] = [];
  while (texts.length < DINOSAURS - FRESH_LEFT) {
    const batchSize = Math.min(MAX_BATCH_SIZE, DINOSAURS - FRESH_LEFT - texts.length);
    const response = await page.request.post('/api/questions', {
      headers: { authorization: `Bearer ${token}` },
      data: { topic: 'Dinosaurs', difficulty: 'easy', batchSize },
    });
    expect(response.status(), await response.text()).toBe(200);
    const batch = (await response.json()) as { questions: { question: string; repeat?: boolean }[] };
    expect(batch.questions.filter((question) => question.repeat)).toEqual([]);
    texts.push(...batch.questions.map((question) => question.question));
  }
  return texts;
}

interface PlayedRound {
  asked: AskedQuestion[];
  /** Whether the round said that questions now repeat. */
  notice: boolean;
}

/** Plays the round on screen answering A throughout, and returns what was asked, as shown. */
async function playRound(page: Page): Promise<PlayedRound> {
  const asked: AskedQuestion[] = [];
  for (;;) {
    // One read of the screen per step: the machine is shared, and each round trip costs.
    const shown = await page
      .waitForFunction(() => {
        const options = [...document.querySelectorAll('.options .option__text')];
        const text = document.querySelector('#quiz-question')?.textContent;
        if (!text || options.length !== 4) return null;
        return {
          text,
          options: options.map((option) => option.textContent ?? ''),
          repeat: document.querySelector('.quiz__repeat') !== null,
        };
      })
      .then((handle) => handle.jsonValue());
    await page.keyboard.press('a');
    const judged = await page
      .waitForFunction(() => {
        const verdict = document.querySelector('.quiz__verdict');
        const next = [...document.querySelectorAll('button')].find((button) =>
          /^(Next|Finish)$/.test(button.textContent ?? ''),
        );
        if (!verdict || !next || next.disabled) return null;
        return {
          correct: (verdict.textContent ?? '').includes('Correct!'),
          isLast: next.textContent === 'Finish',
          notice: (document.querySelector('.quiz__notice')?.textContent ?? '').includes('come round again'),
        };
      })
      .then((handle) => handle.jsonValue());
    asked.push({ ...shown!, correct: judged!.correct });
    await page.keyboard.press('Enter');
    if (judged!.isLast) {
      // The round's stream is complete by its last question: its notice, if any, is on screen.
      await expect(page).toHaveURL(/\/result$/);
      return { asked, notice: judged!.notice };
    }
    await expect(page.locator('#quiz-question')).not.toHaveText(shown!.text);
  }
}

/** Retake Incorrect from /result: the round asked is exactly the missed questions, in a new order of options. */
async function expectRetakeOfMissed(page: Page, round: AskedQuestion[]) {
  const missed = round.filter((question) => !question.correct);
  expect(missed.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Retake Incorrect' }).click();
  await expect(page).toHaveURL(/\/play\?.*retake=1/);
  await expect(page.getByText(`Question 1 of ${missed.length}`)).toBeVisible();
  const { asked: retaken } = await playRound(page);
  expect(retaken.map((question) => question.text)).toEqual(missed.map((question) => question.text));
  retaken.forEach((question, i) => {
    expect(question.repeat).toBe(true);
    expect([...question.options].sort()).toEqual([...missed[i]!.options].sort());
    expect(question.options).not.toEqual(missed[i]!.options);
  });
}

test('a signed-in player with 27 fresh questions left plays six full rounds, then retakes the missed questions', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'rounds'));
  const issuedBefore = await issueAllButFresh(page, token);
  await openSignedIn(page, token, '/play?topic=Dinosaurs&difficulty=easy&round=1');

  const rounds: PlayedRound[] = [];
  for (let r = 1; r <= 6; r++) {
    if (r === 2 || r === 3) {
      // Next Round targets the weakest subtopic, and the play screen says so.
      await page.getByRole('button', { name: 'Next Round' }).click();
      await expect(page).toHaveURL(new RegExp(`round=${r}&subtopic=`));
      const focus = new URL(page.url()).searchParams.get('subtopic')!;
      await expect(page.locator('.quiz__heading')).toContainText(`Round ${r} · focus: ${focus}`);
    } else if (r > 1) {
      await page.goto('/play?topic=Dinosaurs&difficulty=easy&round=1');
    }
    rounds.push(await playRound(page));
  }

  const seen = new Set<string>(issuedBefore);
  let repeatsBegan = false;
  rounds.forEach(({ asked: round }, r) => {
    expect({ round: r + 1, size: round.length }).toEqual({ round: r + 1, size: ROUND_SIZE });
    for (const question of round) {
      if (question.repeat) {
        repeatsBegan = true;
        expect(seen.has(question.text)).toBe(true);
      } else {
        // Fresh questions come first and never twice.
        expect({
          round: r + 1,
          question: question.text,
          repeatsBegan,
          seenBefore: seen.has(question.text),
        }).toEqual({ round: r + 1, question: question.text, repeatsBegan: false, seenBefore: false });
      }
      seen.add(question.text);
    }
  });
  expect(repeatsBegan).toBe(true);
  // Told once, in the round where the repeats began.
  const firstRepeatRound = rounds.findIndex(({ asked }) => asked.some((question) => question.repeat));
  expect(rounds.map(({ notice }) => notice)).toEqual(rounds.map((_round, r) => r === firstRepeatRound));

  await expectRetakeOfMissed(page, rounds.at(-1)!.asked);
});

test('a guest retakes the missed questions of a round', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
  await page.goto('/play?topic=Dinosaurs&difficulty=easy');
  const { asked: round } = await playRound(page);
  expect(round).toHaveLength(5);
  await expectRetakeOfMissed(page, round);
});
