import { Howl } from 'howler';
import { musicFade, type SettingsOrigin } from './audio-rules';
import { renderMusicWav } from './music-loop';
import type { SoundSettings } from './sound-settings';
import { prepareAudioContext, setGlobalMute } from './global-mute';
import { getSoundSettings } from './sound-settings-store';

let music: Howl | null = null;

/** The looping music, once started (null before the first gesture). */
export function musicPlayer(): Howl | null {
  return music;
}

/**
 * Mute silences both channels through howler's global mute. Unmuting lifts it at once so the music can fade
 * in; muting lifts nothing until the music has faded out, then mutes everything (effects included).
 */
function muteWhenFadedOut(): void {
  if (getSoundSettings().muted && (!music || music.volume() === 0)) setGlobalMute(true);
}

export function applyMute(settings: SoundSettings): void {
  if (!settings.muted) setGlobalMute(false);
  else if (!music) setGlobalMute(true);
}

export function fadeMusic(settings: SoundSettings, origin: SettingsOrigin): void {
  if (!music) return;
  const fade = musicFade(music.volume(), settings, origin);
  music.fade(fade.from, fade.to, fade.durationMs);
}

/** Renders the loop in a worker where there is one (the first click must not stall), else here. */
function renderLoop(): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') return Promise.resolve(renderMusicWav().buffer as ArrayBuffer);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./music.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.postMessage(null);
  });
}

let started = false;

/**
 * Renders the loop (20 s of 16-bit mono, ~0.9 MB, made once) and starts it silent, fading in to the settings'
 * level. Called on the first user gesture: browsers let audio start only after one.
 */
export function startMusic(): void {
  if (started) return;
  started = true;
  renderLoop()
    .then((wav) => {
      // A blob URL spares howler a megabyte of base64; it is the page's own data, nothing is fetched.
      const url = URL.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
      prepareAudioContext();
      music = new Howl({ src: [url], format: ['wav'], loop: true, volume: 0 });
      music.on('fade', muteWhenFadedOut);
      music.play();
      fadeMusic(getSoundSettings(), 'elsewhere');
    })
    .catch(() => {
      /* no audio on this device */
    });
}
