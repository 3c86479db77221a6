import { renderNotes, type Note } from './synth.js';
import { encodeWav } from './wav.js';

/**
 * The background music: eight bars of a gentle I–V–vi–IV loop in C major (pads, bass, arpeggio, and a tune on
 * the second pass), described as notes and rendered in the browser like the effects. Pure and DOM-free.
 */
const BEAT_S = 60 / 96;
const BAR_S = 4 * BEAT_S;
const BARS = 8;
export const MUSIC_LOOP_SECONDS = BARS * BAR_S;

/** Equal temperament, A4 (MIDI 69) = 440 Hz. */
export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** C, G, Am, F: each chord's three tones and its bass root (MIDI). */
const PROGRESSION = [
  { tones: [60, 64, 67], root: 48 },
  { tones: [55, 59, 62], root: 43 },
  { tones: [57, 60, 64], root: 45 },
  { tones: [53, 57, 60], root: 41 },
] as const;

/** One quarter note per entry over bars 5 to 8; null is a rest. */
const TUNE: (number | null)[] = [76, 79, 77, 76, 74, 71, 74, 79, 72, 76, 81, 79, 77, 76, 72, null];

const ARPEGGIO = [0, 1, 2, 1, 0, 1, 2, 1] as const;

function barNotes(bar: number): Note[] {
  const chord = PROGRESSION[bar % PROGRESSION.length]!;
  const start = bar * BAR_S;
  const pad = chord.tones.map((tone): Note => ({
    frequencyHz: midiToHz(tone),
    startS: start,
    // Rings into the next bar; the last bar's tail wraps to the loop's start.
    durationS: BAR_S + 0.5,
    wave: 'triangle',
    gain: 0.14,
    attackS: 0.4,
  }));
  const bass: Note = {
    frequencyHz: midiToHz(chord.root),
    startS: start,
    durationS: BAR_S,
    wave: 'sine',
    gain: 0.5,
    attackS: 0.02,
  };
  const arpeggio = ARPEGGIO.map((step, index): Note => ({
    frequencyHz: midiToHz(chord.tones[step]! + 12),
    startS: start + (index * BEAT_S) / 2,
    durationS: 0.5,
    wave: 'sine',
    gain: 0.17,
  }));
  return [...pad, bass, ...arpeggio];
}

function tuneNotes(): Note[] {
  const firstBar = BARS - TUNE.length / 4;
  return TUNE.flatMap((midi, index): Note[] =>
    midi === null
      ? []
      : [
          {
            frequencyHz: midiToHz(midi),
            startS: (firstBar * 4 + index) * BEAT_S,
            durationS: BEAT_S * 1.6,
            wave: 'triangle',
            gain: 0.24,
            attackS: 0.01,
          },
        ],
  );
}

export const MUSIC_LOOP: readonly Note[] = [
  ...Array.from({ length: BARS }, (_, bar) => barNotes(bar)).flat(),
  ...tuneNotes(),
];

/** 22.05 kHz, 16-bit mono: about 0.9 MB for the 20 s loop. */
const MUSIC_SAMPLE_RATE = 22_050;

/** The loop as WAV bytes, ready for the audio library. */
export function renderMusicWav(): Uint8Array {
  return encodeWav(renderNotes(MUSIC_LOOP, MUSIC_SAMPLE_RATE, MUSIC_LOOP_SECONDS), MUSIC_SAMPLE_RATE);
}
