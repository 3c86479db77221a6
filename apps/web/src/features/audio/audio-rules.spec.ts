import {
  effectiveMusicVolume,
  MUSIC_BASE_VOLUME,
  MUSIC_FADE_MS,
  musicFade,
  reduceSoundSettings,
} from './audio-rules.js';
import { MUSIC_LOOP, MUSIC_LOOP_SECONDS, midiToHz } from './music-loop.js';
import { DEFAULT_SOUND_SETTINGS } from './sound-settings.js';
import { renderNotes } from './synth.js';

describe('music volume', () => {
  it('given the default settings, then the music plays at 0.6 scaled by the music slider (0.4): 0.24', () => {
    expect(MUSIC_BASE_VOLUME).toBe(0.6);
    expect(effectiveMusicVolume(DEFAULT_SOUND_SETTINGS)).toBe(0.24);
  });

  it('given the music slider at full, then the music plays at the spec’s 0.6', () => {
    expect(effectiveMusicVolume({ sfx: 0.7, music: 1, muted: false })).toBe(0.6);
  });

  it('given muted settings, then the music plays at 0 whatever the slider says', () => {
    expect(effectiveMusicVolume({ sfx: 0.7, music: 1, muted: true })).toBe(0);
  });
});

describe('music fades', () => {
  it('given a change from the floating control, when the music fades, then it takes 180 ms from where it is', () => {
    expect(musicFade(0.24, { sfx: 0.7, music: 0.4, muted: true }, 'control')).toEqual({
      from: 0.24,
      to: 0,
      durationMs: 180,
    });
  });

  it('given a change from elsewhere (start-up, another tab), when the music fades, then it takes 200 ms', () => {
    expect(musicFade(0, { sfx: 0.7, music: 0.5, muted: false }, 'elsewhere')).toEqual({
      from: 0,
      to: 0.3,
      durationMs: 200,
    });
    expect(MUSIC_FADE_MS).toEqual({ control: 180, elsewhere: 200 });
  });
});

describe('the audio control’s settings reducer', () => {
  const given = { sfx: 0.7, music: 0.4, muted: false };

  it('given unmuted settings, when mute is toggled twice, then it is muted, then not, volumes untouched', () => {
    const muted = reduceSoundSettings(given, { type: 'toggleMute' });
    expect(muted).toEqual({ sfx: 0.7, music: 0.4, muted: true });
    expect(reduceSoundSettings(muted, { type: 'toggleMute' })).toEqual(given);
  });

  it('given a slider value, when set, then it is kept to steps of 0.01 within 0 to 1', () => {
    expect(reduceSoundSettings(given, { type: 'setSfx', value: 0.333 })).toEqual({ ...given, sfx: 0.33 });
    expect(reduceSoundSettings(given, { type: 'setMusic', value: 1.5 })).toEqual({ ...given, music: 1 });
    expect(reduceSoundSettings(given, { type: 'setMusic', value: -0.2 })).toEqual({ ...given, music: 0 });
  });

  it('given a value that is not a number, when set, then nothing changes', () => {
    expect(reduceSoundSettings(given, { type: 'setSfx', value: Number.NaN })).toBe(given);
    expect(reduceSoundSettings(given, { type: 'setMusic', value: Number.POSITIVE_INFINITY })).toBe(given);
  });
});

describe('the background music loop', () => {
  const rate = 8000;

  it('given the loop, when rendered, then it lasts exactly eight bars at 96 bpm, neither silent nor clipped', () => {
    expect(MUSIC_LOOP_SECONDS).toBe(20);
    const samples = renderNotes(MUSIC_LOOP, rate, MUSIC_LOOP_SECONDS);
    expect(samples.length).toBe(20 * rate);
    const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    // Loud enough to carry at the default 0.24, with headroom below clipping.
    expect(peak).toBeGreaterThan(0.5);
    expect(peak).toBeLessThanOrEqual(1);
  });

  it('given a note ringing past the loop’s end, when rendered as a loop, then its tail sounds at the start', () => {
    const note = { frequencyHz: 440, startS: 0.75, durationS: 0.5, wave: 'square' as const, gain: 0.5 };
    const looped = renderNotes([note], rate, 1);
    expect(looped.length).toBe(rate);
    const head = looped.subarray(0, 0.2 * rate).reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(head).toBeGreaterThan(0);
    // Without the loop the buffer would simply grow to hold the tail, leaving the start silent.
    const plain = renderNotes([note], rate);
    expect(plain.length).toBe(1.25 * rate);
    expect(plain.subarray(0, 0.2 * rate).every((s) => s === 0)).toBe(true);
  });

  it('given MIDI note numbers, then A4 is 440 Hz and an octave doubles it', () => {
    expect(midiToHz(69)).toBe(440);
    expect(midiToHz(81)).toBeCloseTo(880, 6);
    expect(midiToHz(60)).toBeCloseTo(261.626, 3);
  });
});
