/// <reference lib="dom" />
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { resolveAnswerKey } from '@quiz/domain';
import { expectNoAxeViolations, openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';

/**
 * A live game as a classroom plays it (issue 11): a host and two players, each in their own browser context,
 * from the topic screen through the lobby into a three-question game and the podium. One player reloads in the
 * middle of a question and carries on. Every screen is checked by axe and photographed, at both widths.
 */

const QUESTIONS = 3;

async function newPlayerPage(
  browser: Browser,
  testInfo: TestInfo,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
    reducedMotion: 'reduce',
    colorScheme,
  });
  return context.newPage();
}

async function signedInAt(page: Page, testInfo: TestInfo, name: string, path: string): Promise<void> {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, `mp-${name.toLowerCase()}`), name);
  await openSignedIn(page, token, path);
}

const questionHeading = (page: Page) => page.locator('#mp-question');
const questionCount = (page: Page, number: number) => page.getByText(`Question ${number} of ${QUESTIONS}`);
const revealText = (page: Page) => page.getByText(/^The answer is [A-D]: /).first();

async function joinAs(page: Page, name: string, room: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Multiplayer Lobby' })).toBeVisible();
  const join = page.getByRole('button', { name: 'Join Room' });
  await expect(join).toBeDisabled();
  await page.getByLabel('Your name').fill(name);
  await expect(join).toBeDisabled();
  // Typed in lower case, the id reads upper case as typed.
  await page.getByLabel('Room ID').fill(room.toLowerCase());
  await expect(page.getByLabel('Room ID')).toHaveValue(room);
  await join.click();
  const list = page.getByRole('region', { name: /Participants/ });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(/Waiting for .* to start/)).toBeVisible();
}

test('a host and two players play a whole game from the lobby to the podium; a reload mid-question goes on', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const host = await newPlayerPage(browser, testInfo);
  const ada = await newPlayerPage(browser, testInfo);
  // Bob plays in the dark colour scheme, so axe checks the player's screens in both.
  const bob = await newPlayerPage(browser, testInfo, 'dark');
  const shot = async (page: Page, name: string) => {
    await expectNoAxeViolations(page, name);
    await snap(page, testInfo, `multiplayer-${name}`);
  };

  // The host comes from the topic screen, whose topic and difficulty become the room's defaults.
  await signedInAt(host, testInfo, 'Hal', '/generate');
  await host.getByLabel('Topic').fill('Space');
  await host.getByLabel('Difficulty').selectOption('easy');
  await host.getByRole('button', { name: 'Multiplayer Lobby' }).click();
  await expect(host).toHaveURL(/\/multiplayer\/lobby$/);
  await expect(host.getByLabel('Topic')).toHaveValue('Space');
  await expect(host.getByLabel('Difficulty')).toHaveValue('easy');
  await expect(host.getByLabel('Questions')).toHaveValue('10');
  await expect(host.getByLabel('Time per question')).toHaveValue('15');

  const create = host.getByRole('button', { name: 'Create Room' });
  await host.getByLabel('Your name').fill('   ');
  await expect(create).toBeDisabled();
  await host.getByLabel('Your name').fill('Hal');
  await host.getByLabel('Questions').fill(String(QUESTIONS));
  // A minute per question, so the axe checks and screenshots fit inside a question.
  await host.getByLabel('Time per question').selectOption('60');
  await shot(host, 'lobby-empty');
  await create.click();

  // roomCreated fills the Room ID field; the room id shows large, and Start waits for a player.
  const roomField = host.getByLabel('Room ID');
  await expect(roomField).toHaveValue(/^[A-Z0-9]{6}$/);
  const room = await roomField.inputValue();
  await expect(host.getByTestId('room-code')).toHaveText(room);
  const start = host.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeDisabled();

  await signedInAt(ada, testInfo, 'Ada', '/multiplayer/lobby');
  await joinAs(ada, 'Ada', room);
  await signedInAt(bob, testInfo, 'Bob', '/multiplayer/lobby');
  await joinAs(bob, 'Bob', room);

  const hostList = host.getByRole('region', { name: /Participants/ });
  await expect(hostList.getByText('Ada', { exact: true })).toBeVisible();
  await expect(hostList.getByText('Bob', { exact: true })).toBeVisible();
  await expect(
    ada.getByRole('region', { name: /Participants/ }).getByText('Bob', { exact: true }),
  ).toBeVisible();
  await expect(start).toBeEnabled();
  await shot(host, 'lobby-host');
  await shot(bob, 'lobby-player');

  // startGame takes everyone to /multiplayer/game/{room}.
  await start.click();
  for (const page of [host, ada, bob]) await expect(page).toHaveURL(new RegExp(`/multiplayer/game/${room}$`));

  const scores = new Map<string, number>();
  for (let number = 1; number <= QUESTIONS; number++) {
    for (const page of [host, ada, bob]) await expect(questionCount(page, number)).toBeVisible();
    const text = await questionHeading(ada).textContent();
    expect(text?.length).toBeGreaterThan(0);
    await expect(questionHeading(bob)).toHaveText(text!);
    await expect(questionHeading(host)).toHaveText(text!);
    await expect(host.getByTestId('answered-count')).toContainText('0 of 2 answered');

    if (number === 2) {
      // Bob's page reloads in the middle of the question: same game, same question, the time the server allows.
      await bob.reload();
      await expect(questionCount(bob, 2)).toBeVisible();
      await expect(questionHeading(bob)).toHaveText(text!);
      const seconds = Number(await bob.locator('.radar__seconds').textContent());
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    if (number === 3) {
      // The host's page reloads too: back on the host's screen, same question, the answers counted so far.
      await host.reload();
      await expect(questionCount(host, 3)).toBeVisible();
      await expect(questionHeading(host)).toHaveText(text!);
      await expect(host.getByTestId('answered-count')).toContainText('0 of 2 answered');
      await expect(host.getByRole('button', { name: 'Close question' })).toBeVisible();
    }

    // Ada clicks an option. Bob types: 'Submit Answer' waits for a non-blank box and Enter sends. At the first
    // question Bob answers first, so his box is seen to clear and "Locked in" to show before the reveal replaces it.
    const adaAnswers = async () => {
      await ada.getByRole('button', { name: /^A:/ }).click();
      await expect(ada.getByRole('button', { name: /^A: .*\(your answer/ })).toBeVisible();
    };
    const bobAnswers = async (first: boolean) => {
      const box = bob.getByPlaceholder('Your answer');
      const submit = bob.getByRole('button', { name: 'Submit Answer' });
      await expect(box).toHaveValue('');
      await expect(submit).toBeDisabled();
      await box.fill('   ');
      await expect(submit).toBeDisabled();
      // The digit 2 names B, unless an option reads '2' elsewhere ('How many moons…': D is 2): the rule then
      // counts it as neither, so Bob types what names B alone, as the server's own rule reads it.
      const options = await bob.locator('ul[aria-label="Answers"] .option__text').allTextContents();
      const typed = ['2', 'b', options[1]!].find((text) => resolveAnswerKey(text, options) === 1);
      await box.fill(typed!);
      await expect(bob.getByText(/^Counts as B: /)).toBeVisible();
      if (number === 1) await shot(bob, 'question-player');
      await box.press('Enter');
      if (first) {
        await expect(box).toHaveValue('');
        await expect(bob.getByText(/^Locked in: B/)).toBeVisible();
        await expect(submit).toBeDisabled();
      }
      await expect(bob.getByRole('button', { name: /^B: .*\(your answer/ })).toBeVisible();
    };
    if (number === 1) {
      await bobAnswers(true);
      await expect(host.getByTestId('answered-count')).toContainText('1 of 2 answered');
      await adaAnswers();
    } else {
      await adaAnswers();
      await expect(host.getByTestId('answered-count')).toContainText('1 of 2 answered');
      await bobAnswers(false);
    }

    // Everyone answered: the question closes at once, and all see the key, the explanation and the standings.
    for (const page of [host, ada, bob]) await expect(revealText(page)).toBeVisible();
    await expect(host.getByTestId('answered-count')).toContainText('2 of 2 answered');
    const key = (await revealText(ada).textContent())!.slice(
      'The answer is '.length,
      'The answer is '.length + 1,
    );
    await expect(ada.getByTestId('verdict')).toContainText(key === 'A' ? 'Correct!' : 'Incorrect.');
    await expect(bob.getByTestId('verdict')).toContainText(key === 'B' ? 'Correct!' : 'Incorrect.');
    for (const [page, name] of [
      [ada, 'Ada'],
      [bob, 'Bob'],
    ] as const) {
      await expect(page.getByTestId('my-standing')).toBeVisible();
      const standing = (await page.getByTestId('my-standing').textContent())!;
      scores.set(name, Number(/Score ([\d,]+)/.exec(standing)![1]!.replace(/,/g, '')));
    }
    await expect(ada.getByRole('table', { name: 'Standings' })).toContainText('Ada');
    if (number === 1) {
      await shot(ada, 'reveal-player');
      await shot(host, 'reveal-host');
    }
    await host.getByRole('button', { name: 'Next', exact: true }).click();
  }

  // gameOver: 'Game Over' in an alert, the podium and every player's rank and score.
  for (const page of [host, ada, bob]) {
    await expect(page.getByRole('alert').filter({ hasText: 'Game Over' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Final standings' });
    await expect(table).toContainText('Ada');
    await expect(table).toContainText('Bob');
  }
  await expect(ada.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(2);
  // Each player's final score is the one their last reveal told them.
  for (const [page, name] of [
    [ada, 'Ada'],
    [bob, 'Bob'],
  ] as const) {
    const row = page
      .getByRole('table', { name: 'Final standings' })
      .getByRole('row', { name: new RegExp(name) });
    const score = (await row.getByRole('cell').nth(1).textContent())!.replace(/,/g, '');
    expect(Number(score)).toBe(scores.get(name));
  }
  await shot(host, 'game-over-host');
  await shot(ada, 'game-over-player');

  // Leaving the game disconnects: the topic screen is back.
  await ada.getByRole('link', { name: 'Back to the topic screen' }).click();
  await expect(ada).toHaveURL(/\/generate$/);
  // Play again opens a fresh lobby, not the finished room.
  await bob.getByRole('link', { name: 'Play again' }).click();
  await expect(bob).toHaveURL(/\/multiplayer\/lobby$/);
  await expect(bob.getByRole('button', { name: 'Create Room' })).toBeVisible();
  await expect(bob.getByLabel('Room ID')).toHaveValue('');
  for (const page of [host, ada, bob]) await page.context().close();
});

test('the host kicks a player from the lobby, who cannot come back into that room', async ({
  browser,
}, testInfo) => {
  const host = await newPlayerPage(browser, testInfo);
  const ada = await newPlayerPage(browser, testInfo);
  const eve = await newPlayerPage(browser, testInfo);

  await signedInAt(host, testInfo, 'Hal', '/multiplayer/lobby');
  await host.getByLabel('Your name').fill('Hal');
  await host.getByLabel('Topic').fill('Space');
  await host.getByRole('button', { name: 'Create Room' }).click();
  const roomField = host.getByLabel('Room ID');
  await expect(roomField).toHaveValue(/^[A-Z0-9]{6}$/);
  const room = await roomField.inputValue();

  await signedInAt(ada, testInfo, 'Ada', '/multiplayer/lobby');
  await joinAs(ada, 'Ada', room);
  await signedInAt(eve, testInfo, 'Eve', '/multiplayer/lobby');
  await joinAs(eve, 'Eve', room);

  const hostList = host.getByRole('region', { name: /Participants/ });
  await expect(hostList.getByText('Eve', { exact: true })).toBeVisible();
  await host.getByRole('button', { name: 'Kick Eve' }).click();
  await expect(hostList.getByText('Eve', { exact: true })).toHaveCount(0);
  await expect(
    ada.getByRole('region', { name: /Participants/ }).getByText('Eve', { exact: true }),
  ).toHaveCount(0);
  await expect(eve.getByRole('alert')).toHaveText('The host removed you from this game.');

  // Eve's lobby is open again, but the room refuses her, under any name.
  await eve.getByLabel('Your name').fill('Eve2');
  await eve.getByLabel('Room ID').fill(room);
  await eve.getByRole('button', { name: 'Join Room' }).click();
  await expect(eve.getByRole('alert')).toHaveText('The host removed you from this game.');
  await expect(hostList.getByText('Eve2', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(eve, 'kicked');
  for (const page of [host, ada, eve]) await page.context().close();
});
