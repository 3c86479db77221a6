/**
 * Sound settings, kept on the device (spec §3: sfx 0.7, music 0.4, muted false). One storage key holding a
 * versioned JSON document, so a later shape can read and upgrade an older one. The floating audio control
 * writes these; the game and the music only read them.
 */
export const SOUND_SETTINGS_KEY = 'soundSettings';
export const SOUND_SETTINGS_VERSION = 1;

export interface SoundSettings {
  sfx: number;
  music: number;
  muted: boolean;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { sfx: 0.7, music: 0.4, muted: false };

/** Volume sliders run 0 to 1 in steps of 0.01 (spec §9): anything else is clamped and rounded. */
export const clampVolume = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(Math.min(1, Math.max(0, value)) * 100) / 100
    : fallback;

/** Reads the stored document; anything missing, malformed or from an unknown version falls back to defaults. */
export function parseSoundSettings(raw: string | null): SoundSettings {
  if (!raw) return DEFAULT_SOUND_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_SOUND_SETTINGS;
  }
  if (!stored || typeof stored !== 'object') return DEFAULT_SOUND_SETTINGS;
  const document = stored as Record<string, unknown>;
  if (document.version !== SOUND_SETTINGS_VERSION) return DEFAULT_SOUND_SETTINGS;
  return {
    sfx: clampVolume(document.sfx, DEFAULT_SOUND_SETTINGS.sfx),
    music: clampVolume(document.music, DEFAULT_SOUND_SETTINGS.music),
    muted: typeof document.muted === 'boolean' ? document.muted : DEFAULT_SOUND_SETTINGS.muted,
  };
}

export function serializeSoundSettings(settings: SoundSettings): string {
  return JSON.stringify({ version: SOUND_SETTINGS_VERSION, ...settings });
}

/** The level a sound effect plays at: none while muted. */
export const effectVolume = (settings: SoundSettings): number => (settings.muted ? 0 : settings.sfx);
