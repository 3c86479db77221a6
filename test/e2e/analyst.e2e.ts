/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import {
  adminEmail,
  adminTokenByApi,
  expectNoAxeViolations,
  openSignedIn,
  signUpByApi,
  snap,
  uniqueEmail,
} from './identity-support.js';

/**
 * An analyst's journey (issue 12): a game is played over the real socket protocol, then an administrator (who
 * may use the analysts' screens, and sees who is who) finds it among the plays, replays it at 4×, pauses,
 * steps back, and opens the question reports. Photographed and checked by axe at both widths.
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

/** A host and two players play a two-question game to the end; returns the room id. */
async function playGame(page: Page, baseURL: string, tag: string): Promise<string> {
  const tokens = [];
  for (const name of ['Host', 'Ana', 'Ben'])
    tokens.push(
      (await signUpByApi(page, uniqueEmail(test.info(), `an-${tag}-${name.toLowerCase()}`), name)).token,
    );
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
    return room;
  } finally {
    for (const socket of [host, ana, ben]) socket?.disconnect();
  }
}

test('an analyst finds a game, replays it at 4×, pauses and steps back, then reads the question reports', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const room = await playGame(page, baseURL, testInfo.project.name);
  const token = await adminTokenByApi(page, adminEmail(testInfo));
  await openSignedIn(page, token, '/generate');

  await page.getByRole('link', { name: 'Analyst' }).click();
  await expect(page).toHaveURL(/\/analyst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plays' })).toBeVisible();
  await page.getByRole('button', { name: /Multiplayer games/ }).click();
  const replayLink = page.getByRole('link', { name: `Replay game ${room}` });
  await expect(replayLink).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'analyst plays');
  await snap(page, testInfo, 'analyst-plays');

  await replayLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Replay of game ${room}` })).toBeVisible();
  const position = page.getByTestId('replay-position');
  await expect(position).toContainText('Step 1 of');
  await expect(page.getByTestId('replay-action')).toContainText('created the room');

  // Where the replay waits longest: after Ana's first answer, the game waited for Ben's (playGame holds him back).
  const replay = await page.request.get(`/api/analyst/plays/game/${room}/replay`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const steps = ((await replay.json()) as { steps: { view: { action: { kind: string } } }[] }).steps;
  const firstAnswer = steps.findIndex((step) => step.view.action.kind === 'answered');
  const goTo = page.getByLabel('Go to step');
  await goTo.fill(String(firstAnswer + 1));
  await expect(position).toContainText(`Step ${firstAnswer + 1} of ${steps.length}`);

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

  // Jump to the end (players disconnecting after the podium): the game is over, with the final standings.
  const scrubber = page.getByRole('slider');
  const last = Number(await scrubber.getAttribute('max'));
  await scrubber.fill(String(last));
  await expect(position).toContainText(`Step ${last + 1} of ${last + 1}`);
  await expect(page.getByText('Phase').locator('..').getByText('over', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Standings' }).getByText(/Ana/)).toBeVisible();
  await expectNoAxeViolations(page, 'analyst replay');
  await snap(page, testInfo, 'analyst-replay');

  await page.getByRole('link', { name: 'Question reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question reports' })).toBeVisible();
  await expect(page.getByText('Accuracy by subtopic and difficulty')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page, 'analyst reports');
  await snap(page, testInfo, 'analyst-reports');
});

test('a player who opens /analyst is told it is for analysts', async ({ page }, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'not-analyst'));
  await openSignedIn(page, token, '/analyst');
  await expect(page.getByRole('heading', { name: 'Analysts only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analyst' })).toHaveCount(0);
});
