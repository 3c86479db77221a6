import { clampVolume, type SoundSettings } from './sound-settings.js';

/**
 * The audio rules (spec §4, §9), pure: what the music and the effects play at, how long music fades, and how
 * the audio control changes the settings. See ADR 0094.
 */

/** Spec §4/§9: background music loops at volume 0.6 by default. It is the music's level at a full slider. */
export const MUSIC_BASE_VOLUME = 0.6;

/** Spec §9: music fades over 180 ms from the floating audio control, 200 ms everywhere else. */
export const MUSIC_FADE_MS = { control: 180, elsewhere: 200 } as const;

/** Where a settings change came from: the floating control, or anywhere else (another tab, start-up). */
export type SettingsOrigin = keyof typeof MUSIC_FADE_MS;

/** The music's volume: 0 while muted, otherwise 0.6 scaled by the music slider. */
export function effectiveMusicVolume(settings: SoundSettings): number {
  return settings.muted ? 0 : Math.round(MUSIC_BASE_VOLUME * settings.music * 10_000) / 10_000;
}

export interface MusicFade {
  from: number;
  to: number;
  durationMs: number;
}

/** The fade that takes the music from the volume it plays at now to what the settings ask for. */
export function musicFade(currentVolume: number, settings: SoundSettings, origin: SettingsOrigin): MusicFade {
  return { from: currentVolume, to: effectiveMusicVolume(settings), durationMs: MUSIC_FADE_MS[origin] };
}

export type SoundSettingsAction =
  { type: 'toggleMute' } | { type: 'setSfx'; value: number } | { type: 'setMusic'; value: number };

/**
 * The audio control's changes. A volume comes from a range input: it is clamped to 0–1 and kept to steps of
 * 0.01; a value that is not a number changes nothing.
 */
export function reduceSoundSettings(settings: SoundSettings, action: SoundSettingsAction): SoundSettings {
  switch (action.type) {
    case 'toggleMute':
      return { ...settings, muted: !settings.muted };
    case 'setSfx':
      return Number.isFinite(action.value)
        ? { ...settings, sfx: clampVolume(action.value, settings.sfx) }
        : settings;
    case 'setMusic':
      return Number.isFinite(action.value)
        ? { ...settings, music: clampVolume(action.value, settings.music) }
        : settings;
  }
}
