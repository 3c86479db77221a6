/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn, signUpByApi, snap, uniqueEmail } from './identity-support.js';

/**
 * The floating audio control and the music (issue 6 item 5). What the audio library does is read from howler
 * itself through the production build's read-only probe, `window.quizstormAudioProbe` (ADR 0095).
 */

interface AudioProbeSnapshot {
  settings: { sfx: number; music: number; muted: boolean };
  howler: { muted: boolean; volume: number; contextState: string | null };
  music: { playing: boolean; volume: number; loop: boolean; targetVolume: number } | null;
  effects: {
    volume: number;
    playing: number;
    played: Record<'correct' | 'incorrect' | 'tick' | 'click', number>;
  };
}

const probe = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { quizstormAudioProbe: () => AudioProbeSnapshot }).quizstormAudioProbe(),
  );

const control = (page: Page) => page.getByRole('group', { name: 'Audio', exact: true });
const muteButton = (page: Page) => control(page).getByRole('button', { name: 'Mute sound' });
const settingsToggle = (page: Page) => control(page).getByRole('button', { name: 'Audio settings' });
const sfxSlider = (page: Page) => control(page).getByRole('slider', { name: 'SFX volume' });
const musicSlider = (page: Page) => control(page).getByRole('slider', { name: 'Music volume' });

const clicksPlayed = async (page: Page) => (await probe(page)).effects.played.click;

/** Runs the page's pending zero-delay timers (the click sound is played from one) before reading. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

const storedSettings = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('soundSettings') ?? 'null') as unknown);

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The page's own buttons (not the control's) that the control sits over at the current scroll. */
async function coveredButtons(page: Page, which = 'main button:visible'): Promise<string[]> {
  const covered: string[] = [];
  for (const button of await page.locator(which).all()) {
    if (await boxesOverlap(button, control(page))) covered.push((await button.textContent()) ?? '?');
  }
  return covered;
}

test('visitor screens: the control is there, its sliders work by keyboard and its settings survive a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(settingsToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(sfxSlider(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'login, audio control closed');

  await settingsToggle(page).click();
  await expect(settingsToggle(page)).toHaveAttribute('aria-expanded', 'true');
  for (const slider of [sfxSlider(page), musicSlider(page)]) {
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '1');
    await expect(slider).toHaveAttribute('step', '0.01');
  }
  // Spec §3 defaults.
  await expect(sfxSlider(page)).toHaveValue('0.7');
  await expect(musicSlider(page)).toHaveValue('0.4');
  await expectNoAxeViolations(page, 'login, audio control open');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'login, audio control open, dark');
  await snap(page, testInfo, 'audio-control-open-dark', false);
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, testInfo, 'audio-control-open', false);

  await sfxSlider(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(sfxSlider(page)).toHaveValue('0.68');
  await musicSlider(page).focus();
  await page.keyboard.press('End');
  await expect(musicSlider(page)).toHaveValue('1');
  await expect(control(page).getByText('100%')).toBeVisible();
  // Escape closes the panel and gives focus back to its toggle.
  await page.keyboard.press('Escape');
  await expect(sfxSlider(page)).toHaveCount(0);
  await expect(settingsToggle(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(muteButton(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await storedSettings(page)).toEqual({ version: 1, sfx: 0.68, music: 1, muted: true });

  await page.reload();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  await settingsToggle(page).click();
  await expect(sfxSlider(page)).toHaveValue('0.68');
  await expect(musicSlider(page)).toHaveValue('1');
  expect((await probe(page)).settings).toEqual({ sfx: 0.68, music: 1, muted: true });
  // That click was the first gesture: the music started, silent, under howler's global mute as stored.
  await expect.poll(async () => (await probe(page)).music?.playing).toBe(true);
  expect((await probe(page)).howler.muted).toBe(true);
  expect((await probe(page)).music?.volume).toBe(0);

  // The same control on the demo, and on the intro, where its keys do not skip the intro.
  await page.goto('/demo');
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  // The intro moves on by itself after 3.8 s: its clock stands still here.
  const start = new Date('2026-11-21T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.evaluate(() => sessionStorage.removeItem('introPlayed'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await snap(page, testInfo, 'audio-control-intro', false);
  expect(await boxesOverlap(page.getByText(/^Press Enter or Space/), control(page))).toBe(false);
  await muteButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/$/);
});

test('the settings panel’s entrance animation is off when reduced motion is preferred', async ({ page }) => {
  const panelAnimation = async () => {
    await settingsToggle(page).click();
    const name = await control(page)
      .getByRole('group', { name: 'Audio settings' })
      .evaluate((panel) => getComputedStyle(panel).animationName);
    await settingsToggle(page).click();
    return name;
  };
  await page.goto('/login');
  expect(await panelAnimation()).toBe('audio-panel-in');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await panelAnimation()).toBe('none');
});

test('music starts only after a gesture, and mute silences music and effects in howler', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeGesture = await probe(page);
  expect(beforeGesture.music).toBeNull();
  expect(beforeGesture.howler.contextState).toBeNull();

  await page.getByRole('heading', { level: 1 }).first().click();
  // Spec §4/§9: it loops at 0.6 scaled by the music setting (0.4 by default): 0.24 (ADR 0094).
  await expect
    .poll(async () => (await probe(page)).music)
    .toEqual({ playing: true, volume: 0.24, loop: true, targetVolume: 0.24 });
  expect((await probe(page)).howler).toMatchObject({ muted: false, volume: 1 });
  expect((await probe(page)).effects.volume).toBe(0.7);
  // A heading is no button: no click. Any button is.
  await settle(page);
  expect(await clicksPlayed(page)).toBe(0);
  await settingsToggle(page).click();
  await settingsToggle(page).click();
  await expect.poll(() => clicksPlayed(page)).toBe(2);

  await muteButton(page).click();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  // The music fades to 0, then howler's global mute silences every sound; the loop keeps its place.
  await expect.poll(async () => (await probe(page)).howler.muted).toBe(true);
  const muted = await probe(page);
  expect(muted.music).toMatchObject({ playing: true, volume: 0 });
  expect(muted.effects.volume).toBe(0);
  // Muted, buttons make no sound (the muting click neither).
  await settingsToggle(page).click();
  await expect(sfxSlider(page)).toBeVisible();
  await settle(page);
  expect(await clicksPlayed(page)).toBe(2);

  await muteButton(page).click();
  await expect.poll(async () => (await probe(page)).music?.volume).toBe(0.24);
  expect((await probe(page)).howler.muted).toBe(false);
  // The unmuting click is heard.
  await expect.poll(() => clicksPlayed(page)).toBe(3);

  await musicSlider(page).fill('0.5');
  await expect.poll(async () => (await probe(page)).music?.volume).toBe(0.3);
  await sfxSlider(page).fill('0.25');
  expect((await probe(page)).effects.volume).toBe(0.25);
});

test('signed-in screens: the control is there and covers none of the game’s buttons', async ({
  page,
}, testInfo) => {
  const { token } = await signUpByApi(page, uniqueEmail(testInfo, 'audio'));
  await openSignedIn(page, token, '/generate');
  await expect(page.getByRole('heading', { name: 'What should we quiz you on?' })).toBeVisible();
  await expect(muteButton(page)).toBeVisible();
  await expect(settingsToggle(page)).toBeVisible();

  await page.goto('/play?topic=Math&batchSize=1');
  await expect(page.locator('#quiz-question')).toBeVisible();
  const widths = testInfo.project.name === 'phone' ? [375, 390] : [1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The answers are clear; Finish, still disabled, may sit under the control until answering moves to it.
    expect(await coveredButtons(page, 'main button:enabled:visible'), `${width} px, unanswered`).toEqual([]);
  }
  const before = (await probe(page)).effects.played;
  await page.getByRole('button', { name: /^B:/ }).click();
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeFocused();
  // The option clicked, and the verdict's sound.
  const verdict = (await page.locator('.quiz__verdict').textContent())?.includes('Correct!')
    ? 'correct'
    : 'incorrect';
  await expect
    .poll(async () => (await probe(page)).effects.played)
    .toMatchObject({ click: before.click + 1, [verdict]: before[verdict] + 1 });
  // Focus brings Finish into view above the control, wherever the page was scrolled.
  expect(await boxesOverlap(finish, control(page)), 'the focused Finish is clear').toBe(false);
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await finish.blur();
    await finish.focus();
    expect(await boxesOverlap(finish, control(page)), `${width} px, Finish focused`).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredButtons(page), `${width} px, scrolled to the end`).toEqual([]);
  }
  await settingsToggle(page).click();
  await expectNoAxeViolations(page, 'play, audio control open');
});
