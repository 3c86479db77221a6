import { Howler } from 'howler';
import { getSoundSettings } from './sound-settings-store';

/**
 * howler's global mute silences every sound at once (music and effects). howler makes its AudioContext on first
 * use, mute included, and a context made before the first gesture stays suspended (and the browser warns), so
 * the stored mute is handed over only when the first sound is about to be made.
 */
export function prepareAudioContext(): void {
  if (!Howler.ctx) Howler.mute(getSoundSettings().muted);
}

export function setGlobalMute(muted: boolean): void {
  if (Howler.ctx) Howler.mute(muted);
}
