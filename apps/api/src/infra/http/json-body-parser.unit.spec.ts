import fc from 'fast-check';
import { jsonNestsDeeperThan } from './json-body-parser.js';

/** The reference: the nesting of a parsed value, counted by recursion (fine at the depths generated here). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

/** Strings full of what would fool a scanner that did not skip string literals. */
const trickyText = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ' ') });

describe('the JSON nesting limit', () => {
  it('agrees with the depth of the parsed value, whatever brackets and quotes its strings hold', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        trickyText,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(trickyText, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.nat({ max: 8 }), (parsed, max) => {
        const text = JSON.stringify(parsed);
        expect(jsonNestsDeeperThan(text, max)).toBe(depthOf(parsed) > max);
      }),
      { numRuns: 1_000 },
    );
  });

  it('stops at the limit on 20,000 levels, without recursion', () => {
    expect(jsonNestsDeeperThan(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 32)).toBe(true);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`, 32)).toBe(false);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, 32)).toBe(true);
  });
});
