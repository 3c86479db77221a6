import { answerAppearsInQuestion } from '@quiz/domain';
import { isServable, optionsClash } from './assemble.js';
import { parseBank } from './curated/bank.js';
import { CURATED_BANKS } from './curated/index.js';

describe('curated banks', () => {
  const all = CURATED_BANKS.flatMap((bank) => parseBank(bank).map((spec) => ({ bank: bank.key, spec })));

  it('given every bank, then each parses and holds 20 to 300 questions', () => {
    for (const bank of CURATED_BANKS) {
      const n = parseBank(bank).length;
      expect({ bank: bank.key, ok: n >= 20 && n <= 300 }).toEqual({ bank: bank.key, ok: true });
    }
  });

  it('given every curated question, then its id is unique and stable', () => {
    const ids = all.map((a) => a.spec.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^curated:[a-z0-9-]+:[a-z0-9]+$/.test(id))).toBe(true);
  });

  it('given every curated question, then it can be served: hidden answer, three clean wrong answers', () => {
    const problems = all
      .filter(
        ({ spec }) =>
          !isServable(spec) ||
          spec.distractors.filter(
            (d) => !optionsClash(d, spec.answer) && !answerAppearsInQuestion(spec.question, d),
          ).length < 3,
      )
      .map(({ bank, spec }) => `${bank}: ${spec.question}`);
    expect(problems).toEqual([]);
  });

  it('given every curated question, then no wrong answer repeats the right one', () => {
    const problems = all
      .filter(({ spec }) => spec.distractors.some((d) => d.toLowerCase() === spec.answer.toLowerCase()))
      .map(({ spec }) => spec.question);
    expect(problems).toEqual([]);
  });

  it('given a malformed line, then parsing fails loudly', () => {
    expect(() =>
      parseBank({ key: 'broken', sections: { X: ['e|Question?|Answer|only one wrong'] } }),
    ).toThrow(/malformed/);
    expect(() => parseBank({ key: 'broken', sections: { X: ['x|Q?|A|B;C;D|E.'] } })).toThrow(/malformed/);
  });
});
