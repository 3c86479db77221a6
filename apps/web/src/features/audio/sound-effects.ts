import { Howl } from 'howler';
import { prepareAudioContext } from './global-mute';
import { effectVolume } from './sound-settings';
import { getSoundSettings } from './sound-settings-store';
import { renderNotes, SOUND_RECIPES, type SoundName } from './synth';
import { encodeWav, wavDataUri } from './wav';

/** 22.05 kHz is plenty for short beeps and keeps the data URIs small. */
const SAMPLE_RATE = 22_050;

const players = new Map<SoundName, Howl>();
const playedCounts: Record<SoundName, number> = { correct: 0, incorrect: 0, tick: 0, click: 0 };

function playerFor(name: SoundName): Howl {
  let player = players.get(name);
  if (!player) {
    prepareAudioContext();
    const uri = wavDataUri(encodeWav(renderNotes(SOUND_RECIPES[name], SAMPLE_RATE), SAMPLE_RATE));
    player = new Howl({ src: [uri], format: ['wav'], preload: true });
    players.set(name, player);
  }
  return player;
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
    playedCounts[name] += 1;
  } catch {
    /* no audio on this device */
  }
}

/** Muting cuts off effects still ringing, rather than letting them finish. */
export function stopAllEffects(): void {
  for (const player of players.values()) player.stop();
}

/** How many times each effect has been played on this page (for the audio probe). */
export function effectsPlayed(): Record<SoundName, number> {
  return { ...playedCounts };
}

export function playingEffectCount(): number {
  let count = 0;
  for (const player of players.values()) if (player.playing()) count += 1;
  return count;
}
