import { Howl } from 'howler';
import { readStorage, writeStorage } from '@/lib/storage';
import {
  parseSoundSettings,
  serializeSoundSettings,
  effectVolume,
  SOUND_SETTINGS_KEY,
  type SoundSettings,
} from './sound-settings';
import { renderNotes, SOUND_RECIPES, type SoundName } from './synth';
import { encodeWav, wavDataUri } from './wav';

/** 22.05 kHz is plenty for short beeps and keeps the data URIs small. */
const SAMPLE_RATE = 22_050;

const players = new Map<SoundName, Howl>();
const listeners = new Set<(settings: SoundSettings) => void>();

function playerFor(name: SoundName): Howl {
  let player = players.get(name);
  if (!player) {
    const uri = wavDataUri(encodeWav(renderNotes(SOUND_RECIPES[name], SAMPLE_RATE), SAMPLE_RATE));
    player = new Howl({ src: [uri], format: ['wav'], preload: true });
    players.set(name, player);
  }
  return player;
}

export function getSoundSettings(): SoundSettings {
  return parseSoundSettings(readStorage(SOUND_SETTINGS_KEY));
}

/** For the audio control to come: stores the settings and tells whoever plays sound (music included). */
export function setSoundSettings(settings: SoundSettings): void {
  writeStorage(SOUND_SETTINGS_KEY, serializeSoundSettings(settings));
  for (const listener of listeners) listener(settings);
}

export function onSoundSettingsChange(listener: (settings: SoundSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Plays one of the game's effects at the stored SFX volume. Sound is a nicety: a browser that blocks audio
 * until the first gesture, or has none, simply stays silent.
 */
export function playSound(name: SoundName): void {
  const volume = effectVolume(getSoundSettings());
  if (volume === 0) return;
  try {
    const player = playerFor(name);
    const id = player.play();
    player.volume(volume, id);
  } catch {
    /* no audio on this device */
  }
}
