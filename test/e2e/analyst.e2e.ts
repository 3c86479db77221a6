/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import {
  acceptTermsByApi,
  adminEmail,
  adminTokenByApi,
  expectNoAxeViolations,
  fillSignIn,
  openSignedIn,
  PASSWORD,
  signUpByApi,
  snap,
  topicHeading,
  uniqueEmail,
} from './identity-support.js';

/**
 * An analyst's journey (issue 12): a game is played over the real socket protocol; an administrator makes a
 * freshly signed-up account an analyst on /admin/roles (ADR 0193) and sees who is who in the game's replay;
 * the analyst signs in, finds the game among the plays, replays it at 4×, pauses, steps back and opens the
 * question reports, seeing players only as pseudonyms, and is refused the roles screen. Photographed and
 * checked by axe at both widths.
 */

type Ack = { data?: Record<string, unknown>; error?: { code: string; message: string } };

function connect(baseURL: string, token: string): Promise<Socket> {
  const socket = io(baseURL, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function call(socket: Socket, event: string, payload: unknown): Promise<Record<string, unknown>> {
  const ack = (await socket.timeout(10_000).emitWithAck(event, payload)) as Ack;
  if (ack.error) throw new Error(`${event}: ${ack.error.code} ${ack.error.message}`);
  return ack.data ?? {};
}

const next = (socket: Socket, event: string) =>
  new Promise<Record<string, unknown>>((resolve) => socket.once(event, resolve));

interface Identity {
  displayName: string;
  email: string;
}

/** A host and two players play a two-question game to the end; returns the room id and who played. */
async function playGame(
  page: Page,
  baseURL: string,
  tag: string,
): Promise<{ room: string; players: Identity[] }> {
  const tokens = [];
  const players: Identity[] = [];
  // Display names no screen would show for another reason, so that finding one on a page means a leak.
  for (const [name, displayName] of [
    ['Host', 'Hollis Marlowe'],
    ['Ana', 'Anouk Zephyrine'],
    ['Ben', 'Bertil Quillon'],
  ] as const) {
    const email = uniqueEmail(test.info(), `an-${tag}-${name.toLowerCase()}`);
    players.push({ displayName, email });
    tokens.push((await signUpByApi(page, email, displayName)).token);
  }
  const [host, ana, ben] = await Promise.all(tokens.map((token) => connect(baseURL, token)));
  try {
    const { room } = (await call(host!, 'createRoom', {
      username: 'Host',
      questionCount: 2,
      secondsPerQuestion: 30,
    })) as {
      room: string;
    };
    await call(ana!, 'joinRoom', { room, username: 'Ana' });
    await call(ben!, 'joinRoom', { room, username: 'Ben' });
    const first = next(ana!, 'question');
    await call(host!, 'startGame', { room });
    await first;
    for (let n = 1; n <= 2; n++) {
      const revealed = next(ana!, 'reveal');
      await call(ana!, 'answer', { room, answer: 'A' });
      // A recorded pause the replay can be paused in (seconds at 1×).
      if (n === 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await call(ben!, 'answer', { room, answer: 'B' });
      await revealed;
      const after = next(ana!, n === 2 ? 'gameOver' : 'nextQuestion');
      await call(host!, 'next', { room });
      await after;
    }
    return { room, players };
  } finally {
    for (const socket of [host, ana, ben]) socket?.disconnect();
  }
}

/** The page shows none of these players' e-mails or display names. */
async function expectNoIdentities(page: Page, players: Identity[], where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const { displayName, email } of players) {
    expect(text, `${where}: ${email}`).not.toContain(email);
    expect(text, `${where}: ${displayName}`).not.toContain(displayName);
  }
}

test('an admin makes a new account an analyst, who finds a game, replays it at 4×, steps back and reads the reports under pseudonyms', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const { room, players } = await playGame(page, baseURL, testInfo.project.name);
  const analystEmail = uniqueEmail(testInfo, 'new-analyst');
  const analyst = await signUpByApi(page, analystEmail, 'Fresh Analyst');
  await acceptTermsByApi(page, analyst.token, new Date().toISOString());

  // The admin finds the new account on the roles screen and grants it analyst.
  const adminToken = await adminTokenByApi(page, adminEmail(testInfo));
  await openSignedIn(page, adminToken, '/generate');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByLabel('Search accounts').fill(analystEmail);
  const rows = page.getByTestId('account-row');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: analystEmail });
  await expect(row.getByRole('listitem')).toHaveText(['player']);
  await row.getByRole('button', { name: /^Grant analyst/ }).click();
  await expect(page.getByText(`Granted analyst to Fresh Analyst (${analystEmail}).`)).toBeVisible();
  await expect(row.getByRole('listitem')).toHaveText(['player', 'analyst']);
  await expect(row.getByRole('button', { name: /^Revoke analyst/ })).toBeVisible();
  await expectNoAxeViolations(page, 'admin roles');
  await snap(page, testInfo, 'admin-roles');

  // Granting admin asks first; cancelling changes nothing.
  await row.getByRole('button', { name: /^Grant admin/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Grant admin?' });
  await expect(confirm).toContainText(analystEmail);
  await snap(page, testInfo, 'admin-roles-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole('listitem')).toHaveText(['player', 'analyst']);

  // The admin sees who is who in the game's replay.
  await page.goto(`/analyst/replay/game/${room}`);
  await expect(page.getByRole('heading', { level: 1, name: `Replay of game ${room}` })).toBeVisible();
  const adminScrubber = page.getByRole('slider');
  await adminScrubber.fill(String(await adminScrubber.getAttribute('max')));
  const adminStandings = page.getByRole('region', { name: 'Standings' });
  await expect(adminStandings.getByText(`${players[1]!.displayName} <${players[1]!.email}>`)).toBeVisible();

  // The new analyst signs in with the form, as anyone would.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await fillSignIn(page, analystEmail, PASSWORD);
  await expect(topicHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Analyst' }).click();
  await expect(page).toHaveURL(/\/analyst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plays' })).toBeVisible();
  await page.getByRole('button', { name: /Multiplayer games/ }).click();
  const replayLink = page.getByRole('link', { name: `Replay game ${room}` });
  await expect(replayLink).toBeVisible({ timeout: 15_000 });
  await expectNoIdentities(page, players, 'analyst plays');
  await expectNoAxeViolations(page, 'analyst plays');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'analyst-plays');

  await replayLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Replay of game ${room}` })).toBeVisible();
  const position = page.getByTestId('replay-position');
  await expect(position).toContainText('Step 1 of');
  await expect(page.getByTestId('replay-action')).toContainText('created the room');

  // Where the replay waits longest: after Ana's first answer, the game waited for Ben's (playGame holds him back).
  const replay = await page.request.get(`/api/analyst/plays/game/${room}/replay`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(replay.status()).toBe(200);
  const steps = ((await replay.json()) as { steps: { view: { action: { kind: string } } }[] }).steps;
  const firstAnswer = steps.findIndex((step) => step.view.action.kind === 'answered');
  const goTo = page.getByLabel('Go to step');
  await goTo.fill(String(firstAnswer + 1));
  await expect(position).toContainText(`Step ${firstAnswer + 1} of ${steps.length}`);
  await expectNoIdentities(page, players, 'analyst replay, first answer');

  // At 1× the next step is seconds away: Play, then Pause, holds the step.
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(position).toContainText(`Step ${firstAnswer + 1} of`);
  await expect(page.getByTestId('replay-action')).toContainText('answered');

  // At 4× it plays on by itself to the last step, then stops; Step back goes one step back.
  await page.getByRole('radio', { name: '4×' }).check();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(position).toContainText(`Step ${steps.length} of ${steps.length}`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(position).toContainText(`Step ${steps.length - 1} of`);

  // Jump to the end (players disconnecting after the podium): the game is over, with the final standings,
  // where the analyst sees pseudonyms and never who the players are.
  const scrubber = page.getByRole('slider');
  const last = Number(await scrubber.getAttribute('max'));
  await scrubber.fill(String(last));
  await expect(position).toContainText(`Step ${last + 1} of ${last + 1}`);
  await expect(page.getByText('Phase').locator('..').getByText('over', { exact: true })).toBeVisible();
  const standings = page.getByRole('region', { name: 'Standings' });
  // Ana and Ben played; the host only hosted, and is a pseudonym too.
  await expect(standings.getByText(/^Player-[0-9A-HJKMNP-TV-Z]{10}$/)).toHaveCount(2);
  await expect(page.getByText('Host', { exact: true }).locator('..').getByRole('definition')).toHaveText(
    /^Player-[0-9A-HJKMNP-TV-Z]{10}$/,
  );
  await expectNoIdentities(page, players, 'analyst replay, last step');
  await expectNoAxeViolations(page, 'analyst replay');
  await snap(page, testInfo, 'analyst-replay');

  // The game's events as NDJSON: one event a line, as the store holds them, players as pseudonyms.
  // The page never scrolls sideways (a phone zoomed out to fit it put taps 35 px off the buttons).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  const eventsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download events (NDJSON)' }).click();
  const ndjson = await eventsDownload;
  expect(ndjson.suggestedFilename()).toBe(`game-${room}.ndjson`);
  const eventsText = await readFile(await ndjson.path(), 'utf8');
  const lines = eventsText.trimEnd().split('\n');
  const events = lines.map((line) => JSON.parse(line) as { stream: string; type: string });
  expect(events.map((event) => event.type)).toContain('GameStarted');
  expect(events.every((event) => event.stream.length > 0)).toBe(true);
  for (const { displayName, email } of players) {
    expect(eventsText, `NDJSON: ${email}`).not.toContain(email);
    expect(eventsText, `NDJSON: ${displayName}`).not.toContain(displayName);
  }

  await page.getByRole('link', { name: 'Question reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question reports' })).toBeVisible();
  await expect(page.getByText('Accuracy by subtopic and difficulty')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoIdentities(page, players, 'analyst reports');
  await expectNoAxeViolations(page, 'analyst reports');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'analyst-reports');

  // The question report as CSV, the spec's header first.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvText = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csvText.split('\n')[0]).toMatch(/^\uFEFF?Question ID,Question,Topic,Subtopic,Difficulty,/);

  // The roles screen is for admins: the analyst is refused.
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
  await expect(page.getByTestId('account-row')).toHaveCount(0);
  await snap(page, testInfo, 'analyst-refused-roles');
});

test('a player who opens /analyst is told it is for analysts', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'not-analyst'));
  await openSignedIn(page, token, '/analyst');
  await expect(page.getByRole('heading', { name: 'Analysts only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analyst' })).toHaveCount(0);
});
