/** The product's own sound effects, described as notes and rendered to samples (pure, DOM-free). */

export type Waveform = 'sine' | 'triangle' | 'square';

export interface Note {
  frequencyHz: number;
  /** Seconds from the start of the sound. */
  startS: number;
  durationS: number;
  wave: Waveform;
  /** Peak level, 0-1. */
  gain: number;
  /** Rise time; short by default so effects start crisply, longer for soft pads. */
  attackS?: number;
}

export type SoundName = 'correct' | 'incorrect' | 'tick' | 'click';

export const SOUND_RECIPES: Record<SoundName, Note[]> = {
  // A rising major arpeggio: C6, E6, G6.
  correct: [
    { frequencyHz: 1046.5, startS: 0, durationS: 0.12, wave: 'triangle', gain: 0.5 },
    { frequencyHz: 1318.5, startS: 0.09, durationS: 0.12, wave: 'triangle', gain: 0.5 },
    { frequencyHz: 1568, startS: 0.18, durationS: 0.22, wave: 'triangle', gain: 0.55 },
  ],
  // Two falling low buzzes.
  incorrect: [
    { frequencyHz: 220, startS: 0, durationS: 0.16, wave: 'square', gain: 0.22 },
    { frequencyHz: 164.8, startS: 0.16, durationS: 0.26, wave: 'square', gain: 0.22 },
  ],
  tick: [{ frequencyHz: 1760, startS: 0, durationS: 0.04, wave: 'sine', gain: 0.45 }],
  click: [{ frequencyHz: 2637, startS: 0, durationS: 0.02, wave: 'triangle', gain: 0.35 }],
};

const oscillator = (wave: Waveform, phase: number): number => {
  const cycle = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * cycle);
    case 'triangle':
      return 1 - 4 * Math.abs(cycle - 0.5);
    case 'square':
      return cycle < 0.5 ? 1 : -1;
  }
};

/** 5 ms attack (or the note's own) and an exponential-looking release, so notes start and stop without clicks. */
const envelope = (t: number, duration: number, attackS = 0.005): number => {
  const attack = Math.min(attackS, duration / 4);
  if (t < attack) return t / attack;
  const remaining = (duration - t) / (duration - attack);
  return Math.max(0, remaining) ** 2;
};

/**
 * Mixes the notes into one mono buffer at `sampleRate`. Given `loopS`, the buffer is exactly that long and a
 * note ringing past the end carries on from the start, so the buffer loops without a seam.
 */
export function renderNotes(notes: readonly Note[], sampleRate: number, loopS?: number): Float32Array {
  const end = notes.reduce((latest, note) => Math.max(latest, note.startS + note.durationS), 0);
  const samples = new Float32Array(Math.ceil((loopS ?? end) * sampleRate));
  for (const note of notes) {
    const first = Math.floor(note.startS * sampleRate);
    const count = Math.floor(note.durationS * sampleRate);
    for (let i = 0; i < count; i += 1) {
      const index = loopS === undefined ? first + i : (first + i) % samples.length;
      if (index >= samples.length) break;
      const t = i / sampleRate;
      samples[index]! +=
        note.gain * envelope(t, note.durationS, note.attackS) * oscillator(note.wave, note.frequencyHz * t);
    }
  }
  return samples;
}
