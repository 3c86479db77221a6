import fc from 'fast-check';
import { findUnstorableText, isStorableText } from './storable-text.js';

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const unstorable = fc.constantFrom('\u0000', ...LONE_SURROGATES);
const NUM_RUNS = 500;

describe('storable text', () => {
  it('is any well-formed text without a NUL, emoji and other astral characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000'));
      }),
      { numRuns: NUM_RUNS },
    );
    expect(isStorableText('🧨 e\u0301 \ufeff')).toBe(true);
  });

  it('is not text with a NUL or an unpaired surrogate anywhere, even beside a paired one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        unstorable,
        fc.string({ unit: 'binary' }),
        (before, bad, after) => {
          // A lone surrogate next to its partner would pair with it: keep the sides from completing it.
          fc.pre(!/[\ud800-\udbff]$/.test(before) && !/^[\udc00-\udfff]/.test(after));
          expect(isStorableText(`${before}${bad}${after}`)).toBe(false);
        },
      ),
      { numRuns: NUM_RUNS },
    );
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('finds where in a decoded value an unstorable string or key sits, and nothing in a clean value', () => {
    const clean = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('\\u0000'));
    fc.assert(
      fc.property(clean, (value) => {
        expect(findUnstorableText(value)).toBeNull();
      }),
      { numRuns: NUM_RUNS },
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), fc.nat({ max: 3 })), { maxLength: 6 }),
        unstorable,
        fc.boolean(),
        (path, bad, inKey) => {
          // Build the value inside out along the path; the bad text is the leaf, or the last key.
          let value: unknown = inKey ? { [`k${bad}`]: 1 } : `x${bad}`;
          for (const step of [...path].reverse()) {
            value = typeof step === 'number' ? [...Array<null>(step).fill(null), value] : { [step]: value };
          }
          const where = [...path.map(String), ...(inKey ? ['(key)'] : [])].join('.');
          expect(findUnstorableText(value)).toBe(where);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('walks a value 20,000 levels deep without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array(20_000).fill('0').join('.'));
  });
});
