import { renderNotes, SOUND_RECIPES } from './synth.js';
import { encodeWav } from './wav.js';
import {
  DEFAULT_SOUND_SETTINGS,
  effectVolume,
  parseSoundSettings,
  serializeSoundSettings,
} from './sound-settings.js';

const text = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe('WAV writer', () => {
  it('given three samples at 8 kHz, when encoded, then the header describes 16-bit mono PCM of 6 data bytes', () => {
    const bytes = encodeWav(new Float32Array([0, 0.5, -0.5]), 8000);
    const view = new DataView(bytes.buffer);
    expect(bytes.length).toBe(50);
    expect(text(bytes, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(42);
    expect(text(bytes, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(28, true)).toBe(16000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(bytes, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      0, 16384, -16384,
    ]);
  });

  it('given samples past full scale, when encoded, then they clip at the extremes instead of wrapping', () => {
    const view = new DataView(encodeWav(new Float32Array([1.7, -3, 1, -1]), 44100).buffer);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + 2 * i, true))).toEqual([32767, -32768, 32767, -32768]);
  });

  it('given a bad sample rate, when encoding, then it refuses', () => {
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow(RangeError);
  });
});

describe('synthesised sounds', () => {
  it('given each recipe, when rendered, then it lasts as long as its last note and is neither silent nor clipped', () => {
    for (const [name, notes] of Object.entries(SOUND_RECIPES)) {
      const samples = renderNotes(notes, 8000);
      const end = Math.max(...notes.map((note) => note.startS + note.durationS));
      expect({ name, length: samples.length }).toEqual({ name, length: Math.ceil(end * 8000) });
      const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
      expect(peak).toBeGreaterThan(0.1);
      expect(peak).toBeLessThanOrEqual(1);
    }
  });
});

describe('sound settings', () => {
  it('given nothing stored, then the spec’s defaults apply: sfx 0.7, music 0.4, not muted', () => {
    expect(parseSoundSettings(null)).toEqual({ sfx: 0.7, music: 0.4, muted: false });
  });

  it('given stored settings, when read back, then they round-trip and out-of-range volumes are clamped', () => {
    const stored = serializeSoundSettings({ sfx: 0.25, music: 1, muted: true });
    expect(JSON.parse(stored)).toEqual({ version: 1, sfx: 0.25, music: 1, muted: true });
    expect(parseSoundSettings(stored)).toEqual({ sfx: 0.25, music: 1, muted: true });
    expect(parseSoundSettings('{"version":1,"sfx":3,"music":-1,"muted":"yes"}')).toEqual({
      sfx: 1,
      music: 0,
      muted: false,
    });
  });

  it('given garbage or an unknown version, then the defaults apply', () => {
    expect(parseSoundSettings('not json')).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(parseSoundSettings('{"version":2,"sfx":0.1}')).toEqual(DEFAULT_SOUND_SETTINGS);
  });

  it('given muted settings, then effects play at 0; otherwise at the SFX level', () => {
    expect(effectVolume({ sfx: 0.7, music: 0.4, muted: true })).toBe(0);
    expect(effectVolume({ sfx: 0.7, music: 0.4, muted: false })).toBe(0.7);
  });
});
