import fc from 'fast-check';
import { assemble, drawDistractors } from './assemble.js';
import { createSeededRandom } from './random.js';
import type { QuestionSpec } from './types.js';

/** Where the answer stands among the four options by length: how many distractors are longer than it. */
const longerThanAnswer = (answer: string, wrong: readonly string[]): number =>
  wrong.filter((w) => w.length > answer.length).length;

const word = (length: number, letter: string): string => letter.repeat(length);

describe('distractors drawn so that length gives nothing away (issue 14, item 3)', () => {
  it('given an answer longer than every distractor of the window, and longer ones just past it, when drawn 4,000 times, then it is the longest option about a quarter of the time', () => {
    // Angola's Kwanza: the eight most plausible currencies are all shorter or as long.
    const window = ['Dobra', 'Dinar', 'Pula', 'Franc', 'Escudo', 'Pound', 'Nakfa', 'Birr'];
    const reserve = [...window, 'Metical', 'Shilling', 'Ouguiya', 'Lilangeni'];
    const random = createSeededRandom(1);
    let longest = 0;
    const draws = 4000;
    for (let i = 0; i < draws; i++)
      if (longerThanAnswer('Kwanza', drawDistractors(window, reserve, 'Kwanza', random)) === 0) longest++;
    expect(longest / draws).toBeGreaterThan(0.2);
    expect(longest / draws).toBeLessThan(0.3);
  });

  it('given any pool with three longer and three shorter distractors, then each place of the answer by length is drawn about as often', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 6, maxLength: 16 }),
        fc.integer(),
        (answerLength, lengths, seed) => {
          const answer = word(answerLength, 'a');
          const pool = lengths.map((n, i) => `${String.fromCharCode(98 + i)}${'x'.repeat(n)}`);
          const longer = pool.filter((d) => d.length > answer.length).length;
          fc.pre(longer >= 3 && pool.length - longer >= 3);
          const random = createSeededRandom(seed);
          const places = [0, 0, 0, 0];
          const draws = 2000;
          for (let i = 0; i < draws; i++) {
            const place = longerThanAnswer(answer, drawDistractors(pool.slice(0, 8), pool, answer, random));
            places[place] = (places[place] ?? 0) + 1;
          }
          for (const n of places) {
            expect(n / draws).toBeGreaterThan(0.2);
            expect(n / draws).toBeLessThan(0.3);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('given any pool, then a draw is three different distractors from it, from the window wherever the window has enough of the length drawn', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 3, maxLength: 16 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.integer(),
        (pool, answer, seed) => {
          fc.pre(!pool.includes(answer));
          const window = pool.slice(0, 8);
          const wrong = drawDistractors(window, pool, answer, createSeededRandom(seed));
          expect(wrong).toHaveLength(3);
          expect(new Set(wrong).size).toBe(3);
          for (const w of wrong) expect(pool).toContain(w);
          const longer = wrong.filter((w) => w.length > answer.length);
          const others = wrong.filter((w) => w.length <= answer.length);
          const windowLonger = window.filter((w) => w.length > answer.length).length;
          const windowOthers = window.length - windowLonger;
          if (windowLonger >= longer.length) for (const w of longer) expect(window).toContain(w);
          if (windowOthers >= others.length) for (const w of others) expect(window).toContain(w);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('given a hand-written question with exactly three wrong options, when assembled, then those three are its wrong options', () => {
    const spec: QuestionSpec = {
      id: 'curated:test:1',
      question: 'Which earl has his eyes put out on stage in King Lear?',
      answer: 'Gloucester',
      distractors: ['Kent', 'Albany', 'Cornwall'],
      explanation: 'Cornwall blinds him.',
      subtopic: 'Tragedies',
      difficulty: 'hard',
      source: 'curated',
    };
    const q = assemble(spec, 'shakespeare', createSeededRandom(3));
    expect([...q.options].sort()).toEqual(['Albany', 'Cornwall', 'Gloucester', 'Kent']);
    expect(q.options[q.correctIndex]).toBe('Gloucester');
  });
});
