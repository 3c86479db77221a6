import { registerAudioProbe } from './audio-probe';
import { applyMute, fadeMusic, startMusic } from './background-music';
import { playSound, stopAllEffects } from './sound-effects';
import { followOtherTabs, onSoundSettingsChange } from './sound-settings-store';

/** Events that count as a user gesture for the browsers' autoplay rules (a mouse's pointerup, a tap, a key). */
const GESTURES = ['pointerup', 'touchend', 'keydown'] as const;

/** What the app-wide click sound answers to: buttons, not links or text. */
const CLICKABLE = 'button, [role="button"], input[type="button"], input[type="submit"]';

function startMusicOnFirstGesture(): () => void {
  const stop = () => {
    for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
  };
  function onGesture(event: Event) {
    if (!event.isTrusted) return;
    stop();
    startMusic();
  }
  for (const type of GESTURES) document.addEventListener(type, onGesture, true);
  return stop;
}

/**
 * One listener for the whole app, so no component has to remember its click. It looks at the button before the
 * app handles the click (a handled click may disable it, e.g. an answer), and plays once the handlers have run,
 * so a click that mutes is silent and one that unmutes is heard.
 */
function clickSoundOnButtons(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const button = event.target.closest(CLICKABLE);
    if (button && !button.matches(':disabled, [aria-disabled="true"]'))
      window.setTimeout(() => playSound('click'), 0);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/**
 * Starts the app's audio: the music on the first gesture, settings applied live (from
 * the control, another tab), click sounds, and the test probe. Returns the teardown.
 */
export function installAudio(): () => void {
  const teardown = [
    startMusicOnFirstGesture(),
    clickSoundOnButtons(),
    followOtherTabs(),
    registerAudioProbe(),
    onSoundSettingsChange((settings, origin) => {
      if (settings.muted) stopAllEffects();
      applyMute(settings);
      fadeMusic(settings, origin);
    }),
  ];
  return () => {
    for (const undo of teardown) undo();
  };
}
