import fc from 'fast-check';
import { isBigintText, isExistingUtcInstant } from './cursor-fields.js';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('the fields of a cursor', () => {
  it('takes every bigint PostgreSQL has, and no integer beyond', () => {
    const BIGINT_MAX = 2n ** 63n - 1n;
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), (value) => {
        expect(isBigintText(String(value))).toBe(value >= -BIGINT_MAX - 1n && value <= BIGINT_MAX);
      }),
      { numRuns: 1_000 },
    );
    expect(isBigintText('9223372036854775807')).toBe(true);
    expect(isBigintText('9223372036854775808')).toBe(false);
    expect(isBigintText('-9223372036854775808')).toBe(true);
    expect(isBigintText('99999999999999999999999')).toBe(false);
    for (const text of ['', '-', '1.5', '1e3', ' 1', '0x10']) expect(isBigintText(text)).toBe(false);
  });

  it('takes an instant only on a day and at a time that exist, in years 0001 to 9999', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 0, max: 9999 }),
          month: fc.integer({ min: 0, max: 13 }),
          day: fc.integer({ min: 0, max: 32 }),
          hour: fc.integer({ min: 0, max: 25 }),
          minute: fc.integer({ min: 0, max: 61 }),
          second: fc.integer({ min: 0, max: 61 }),
          micros: fc.integer({ min: 0, max: 999_999 }),
        }),
        ({ year, month, day, hour, minute, second, micros }) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(micros, 6)}Z`;
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          utc.setUTCHours(hour, minute, second);
          const exists =
            year >= 1 &&
            utc.getUTCFullYear() === year &&
            utc.getUTCMonth() === month - 1 &&
            utc.getUTCDate() === day &&
            utc.getUTCHours() === hour &&
            utc.getUTCMinutes() === minute &&
            utc.getUTCSeconds() === second;
          expect(isExistingUtcInstant(text)).toBe(exists);
        },
      ),
      { numRuns: 2_000 },
    );
    expect(isExistingUtcInstant('2026-11-23T10:00:00.123Z')).toBe(true);
    expect(isExistingUtcInstant('2024-02-29T00:00:00Z')).toBe(true);
    for (const text of ['2026-02-29T00:00:00Z', '2026-13-45T99:99:99.000000Z', '+275760-09-13T00:00:00.000Z'])
      expect(isExistingUtcInstant(text)).toBe(false);
  });
});
