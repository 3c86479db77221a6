import { readStorage, writeStorage } from '@/lib/storage';
import type { SettingsOrigin } from './audio-rules';
import {
  parseSoundSettings,
  serializeSoundSettings,
  SOUND_SETTINGS_KEY,
  type SoundSettings,
} from './sound-settings';

/**
 * The one copy of the sound settings in this page, kept in `localStorage` (ADR 0081). The snapshot keeps its
 * identity until the settings change, so React can subscribe to it.
 */
type Listener = (settings: SoundSettings, origin: SettingsOrigin) => void;

let current: SoundSettings | null = null;
const listeners = new Set<Listener>();

export function getSoundSettings(): SoundSettings {
  current ??= parseSoundSettings(readStorage(SOUND_SETTINGS_KEY));
  return current;
}

/** Stores the settings and tells whoever plays sound; `origin` decides how long the music fades. */
export function setSoundSettings(settings: SoundSettings, origin: SettingsOrigin = 'elsewhere'): void {
  current = settings;
  writeStorage(SOUND_SETTINGS_KEY, serializeSoundSettings(settings));
  for (const listener of listeners) listener(settings, origin);
}

export function onSoundSettingsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab changed the settings: this one follows. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SOUND_SETTINGS_KEY) return;
    setSoundSettings(parseSoundSettings(event.newValue), 'elsewhere');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
