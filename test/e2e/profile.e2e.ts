import { expect, test, type Page } from '@playwright/test';
import {
  acceptTermsByApi,
  expectNoAxeViolations,
  openSignedIn,
  signUpByApi,
  snap,
  uniqueEmail,
} from './identity-support.js';
import { playScript, type ScriptedRound } from './profile-support.js';

/** The web app's refresh of an open board (features/leaderboard/api/get-leaderboard.ts). */
const LEADERBOARD_REFRESH_MS = 15_000;

/**
 * The leaderboard, the profile's stats and charts, profile editing and the avatar menu, checked against a
 * hand-computed fixture of answers recorded through the api.
 */

// Topics the built-in generator serves as Math; each project types its own, so the boards never mix.
const TOPICS = {
  desktop: { main: 'Times tables', other: 'Arithmetic' },
  phone: { main: 'Mathematics', other: 'Numbers' },
} as const;

const rows = (page: Page) => page.getByTestId('leaderboard-row');
const accountMenuButton = (page: Page) => page.getByRole('button', { name: /account menu/ });
const statValue = (page: Page, label: string) =>
  page
    .getByTestId('stats-panel')
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function filterBoard(page: Page, topic: string) {
  await page.getByRole('search', { name: 'Filter by topic' }).getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText(`Best streaks in ${topic}`)).toBeVisible();
}

test('the leaderboard and the stats panel agree with a hand-computed fixture; edits show everywhere', async ({
  page,
}, testInfo) => {
  const topics = TOPICS[testInfo.project.name as keyof typeof TOPICS];
  const now = new Date().toISOString();
  const ada = await signUpByApi(page, uniqueEmail(testInfo, 'ada'), 'Ada Fixture');
  const bob = await signUpByApi(page, uniqueEmail(testInfo, 'bob'), 'Bob Fixture');
  await acceptTermsByApi(page, ada.token, now);

  // Ada, oldest first:  R R R W R (main, Multiplication) | R W W R (other, Percentages)
  //   score 6/9, accuracy 66.7 → 67 %, best streak 3 (the first three; the run across the rounds is 2),
  //   average (0.5+1+1.5+2+0.5 + 1+1.5+2+0.5) / 9 = 10.5 / 9 = 1.17 → 1.2 s,
  //   weakest subtopic Percentages (2 of 4) before Multiplication (4 of 5).
  //   Leaderboard: main 3, other 1.
  // Bob: R R R R (main, Multiplication) → main 4, ranked above Ada.
  const adaRounds: ScriptedRound[] = [
    {
      topic: topics.main,
      subtopic: 'Multiplication',
      marks: ['R', 'R', 'R', 'W', 'R'],
      times: [0.5, 1, 1.5, 2, 0.5],
    },
    {
      topic: topics.other,
      subtopic: 'Percentages',
      marks: ['R', 'W', 'W', 'R'],
      times: [1, 1.5, 2, 0.5],
    },
  ];
  const bobRounds: ScriptedRound[] = [
    { topic: topics.main, subtopic: 'Multiplication', marks: ['R', 'R', 'R', 'R'], times: [1, 1, 1, 1] },
  ];
  await playScript(page, [
    { token: ada.token, rounds: adaRounds },
    { token: bob.token, rounds: bobRounds },
  ]);
  // The read models follow the log within moments.
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/streaks/leaderboard?topic=${encodeURIComponent(topics.main)}`,
      );
      return ((await response.json()) as unknown[]).length;
    })
    .toBe(2);

  await openSignedIn(page, ada.token, '/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  await filterBoard(page, topics.main);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText(`1Bob Fixture${topics.main}4`);
  await expect(rows(page).nth(0)).not.toContainText('You');
  await expect(rows(page).nth(1)).toContainText(`2Ada FixtureYou${topics.main}3`);
  await filterBoard(page, topics.other.toUpperCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).nth(0)).toContainText(`1Ada FixtureYou${topics.other}1`);
  await page.getByRole('search', { name: 'Filter by topic' }).getByLabel('Topic').fill('Nobody plays this');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No streaks in Nobody plays this yet.')).toBeVisible();
  await page.getByRole('button', { name: 'All topics' }).click();
  await expect(page.getByText('Best streaks in every topic')).toBeVisible();
  await expect(page.getByTestId('leaderboard-row').filter({ hasText: 'You' })).toHaveCount(2);
  await expectNoAxeViolations(page, '/leaderboard');
  await snap(page, testInfo, 'leaderboard');

  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/answers/user-answers/${ada.userId}`, {
        headers: { authorization: `Bearer ${ada.token}` },
      });
      return ((await response.json()) as unknown[]).length;
    })
    .toBe(9);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-uid')).toHaveText(ada.userId);
  await expect(statValue(page, 'Score')).toHaveText('6/9');
  await expect(statValue(page, 'Accuracy')).toHaveText('67%');
  await expect(statValue(page, 'Average time')).toHaveText('1.2 s');
  await expect(statValue(page, 'Best streak')).toHaveText('3');
  await expect(statValue(page, 'Weakest subtopic')).toHaveText('Percentages');
  // Each chart is one labelled image whose words carry the same numbers.
  await expect(
    page.getByRole('img', { name: /Accuracy per game over 2 games: 80% in game 1, 50% in game 2/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Multiplication 80% \(4 of 5\); Percentages 50% \(2 of 4\)/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /0–3 s: 6 right, 3 wrong; 3–6 s: 0 right, 0 wrong/ }),
  ).toBeVisible();
  await expect(page.locator('.chart-figure__plot .recharts-wrapper > svg')).toHaveCount(4);
  await expectNoAxeViolations(page, '/profile');
  await snap(page, testInfo, 'profile');
  // The charts take their colours from the design tokens of the scheme in use.
  await page.emulateMedia({ colorScheme: 'dark' });
  const timeChart = page.locator('figure', { hasText: 'How long your answers took' });
  await expect(timeChart.locator('path.recharts-rectangle').first()).toHaveAttribute('fill', '#4ade80');
  await expectNoAxeViolations(page, '/profile (dark)');
  await snap(page, testInfo, 'profile-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // An edit the api refuses says why and changes nothing.
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Display name').fill('   ');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('A display name is required.')).toBeVisible();
  await form.getByLabel('Display name').fill('Ada Renamed');
  await form.getByLabel('Avatar image address').fill('http://example.com/a.png');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText(/must be an https:\/\/ address/)).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText('Ada Fixture');

  const avatarUrl = 'https://avatars.quiz.test/ada.svg';
  await page.route(avatarUrl, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
    }),
  );
  await form.getByLabel('Display name').fill('  Ada   Renamed ');
  await form.getByLabel('Avatar image address').fill(avatarUrl);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(form.getByLabel('Display name')).toHaveValue('Ada Renamed');
  await expect(page.getByTestId('display-name')).toHaveText('Ada Renamed');
  await expect(accountMenuButton(page).locator('img')).toHaveAttribute('src', avatarUrl);

  // The edit reaches the leaderboard once its projection has applied it.
  await expect(async () => {
    await page.goto('/leaderboard');
    await filterBoard(page, topics.main);
    await expect(rows(page).nth(1)).toContainText('Ada RenamedYou', { timeout: 1_000 });
  }).toPass();
  // And a reload still shows it: it was saved, not just drawn.
  await expect(page.getByTestId('display-name')).toHaveText('Ada Renamed');
  await expect(accountMenuButton(page).locator('img')).toHaveAttribute('src', avatarUrl);
});

test('the avatar menu works from the keyboard, and its Logout signs out to /login', async ({
  page,
}, testInfo) => {
  const player = await signUpByApi(page, uniqueEmail(testInfo, 'menu'), 'Menu Player');
  await openSignedIn(page, player.token, '/generate');
  const button = accountMenuButton(page);
  const menu = page.getByRole('menu');
  const item = (name: string) => page.getByRole('menuitem', { name });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item('User Profile')).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText(['User Profile', 'FAQ', 'Back to Game', 'Logout']);
  await page.keyboard.press('ArrowDown');
  await expect(item('FAQ')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('User Profile')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Back to Game')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);

  await button.focus();
  await page.keyboard.press('Space');
  await expect(item('User Profile')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('No answers yet.', { exact: false })).toBeVisible();

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('introPlayed'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // /login replaced /profile in the history, so going back skips it (to /faq, where the visitor may be).
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
});

test("failures show the spec's messages", async ({ page }, testInfo) => {
  const player = await signUpByApi(page, uniqueEmail(testInfo, 'failing'), 'Failing Reads');
  await page.route('**/api/streaks/leaderboard**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }),
  );
  await page.route('**/api/answers/user-answers/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
  );
  await openSignedIn(page, player.token, '/leaderboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load leaderboard' })).toBeVisible();
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch user answers' })).toBeVisible();
  await expect(page.getByTestId('stats-panel')).toHaveCount(0);
  await expect(page.getByTestId('profile-uid')).toHaveText(player.userId);
});

test('an open leaderboard shows a streak recorded after it opened, without a reload', async ({
  page,
}, testInfo) => {
  // Served as Math like the fixture's topics; the row is found by this test's own player, whatever else is there.
  const topic = 'Roman numerals';
  const name = `Late ${testInfo.project.name}`;
  const late = await signUpByApi(page, uniqueEmail(testInfo, 'late'), name);
  await acceptTermsByApi(page, late.token, new Date().toISOString());
  await page.clock.install();
  await openSignedIn(page, late.token, '/leaderboard');
  await page.getByRole('search', { name: 'Filter by topic' }).getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Filter' }).click();
  // A topic nobody has a streak in yet says so instead of captioning a table.
  await expect(
    page.getByText(`Best streaks in ${topic}`).or(page.getByText(`No streaks in ${topic} yet.`)),
  ).toBeVisible();
  const own = rows(page).filter({ hasText: name });
  await expect(own).toHaveCount(0);

  await playScript(page, [
    {
      token: late.token,
      rounds: [{ topic, subtopic: 'Multiplication', marks: ['R', 'R', 'R'], times: [1, 1, 1] }],
    },
  ]);
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/streaks/leaderboard?topic=${encodeURIComponent(topic)}&limit=100`,
      );
      return JSON.stringify(await response.json()).includes(name);
    })
    .toBe(true);
  await expect(own).toHaveCount(0);
  await page.clock.fastForward(LEADERBOARD_REFRESH_MS);
  await expect(own).toHaveCount(1);
  await expect(own.locator('.leaderboard__number')).toHaveText('3');
});

test('a guest sees the leaderboard from the top bar, has no avatar menu, and is sent from /profile to /generate', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByTestId('display-name')).toHaveText('Guest');
  await expect(accountMenuButton(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(
    page.getByText('Best streaks in every topic').or(page.getByText(/^No streaks yet/)),
  ).toBeVisible();
  await expect(page.getByTestId('leaderboard-row').filter({ hasText: 'You' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/generate$/);
});

test('a visitor (neither signed in nor a guest) is sent from /leaderboard and /profile to /login', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
