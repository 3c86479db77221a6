import { Howler } from 'howler';
import { effectiveMusicVolume } from './audio-rules';
import { musicPlayer } from './background-music';
import { effectVolume, type SoundSettings } from './sound-settings';
import { getSoundSettings } from './sound-settings-store';
import { effectsPlayed, playingEffectCount } from './sound-effects';
import type { SoundName } from './synth';

/**
 * A read-only view of what the audio library is doing, on `window.quizstormAudioProbe` in every build (ADR
 * 0095). The browser tests run the production build and read mute and volumes from howler itself through it;
 * it reveals nothing but audio state and changes nothing.
 */
export interface AudioProbeSnapshot {
  settings: SoundSettings;
  howler: { muted: boolean; volume: number; contextState: string | null };
  music: { playing: boolean; volume: number; loop: boolean; targetVolume: number } | null;
  effects: { volume: number; playing: number; played: Record<SoundName, number> };
}

export const AUDIO_PROBE_KEY = 'quizstormAudioProbe';

const internals = Howler as unknown as { _muted: boolean; _volume: number };

function snapshot(): AudioProbeSnapshot {
  const settings = getSoundSettings();
  const music = musicPlayer();
  return {
    settings,
    howler: {
      // howler's global mute and volume have no getters that leave the AudioContext alone (`Howler.volume()`
      // would make one before the first gesture): its own fields are read instead.
      muted: internals._muted,
      volume: internals._volume,
      contextState: Howler.ctx?.state ?? null,
    },
    music: music && {
      playing: music.playing(),
      volume: music.volume(),
      loop: music.loop(),
      targetVolume: effectiveMusicVolume(settings),
    },
    effects: { volume: effectVolume(settings), playing: playingEffectCount(), played: effectsPlayed() },
  };
}

export function registerAudioProbe(): () => void {
  Object.defineProperty(window, AUDIO_PROBE_KEY, { value: snapshot, configurable: true });
  return () => {
    delete (window as unknown as Record<string, unknown>)[AUDIO_PROBE_KEY];
  };
}
