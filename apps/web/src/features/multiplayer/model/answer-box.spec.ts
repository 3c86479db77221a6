import fc from 'fast-check';
import { answerHint, answerPreview, answerToSend, canSubmitAnswer } from './answer-box.js';

const options = ['Paris', 'Lyon', 'Marseille', 'Nice'];

describe("the 'Your answer' box", () => {
  it("given a blank answer, then 'Submit Answer' is disabled (spec §2)", () => {
    for (const text of ['', ' ', '\t\n', '\u00a0 ']) expect(canSubmitAnswer(text)).toBe(false);
  });

  it('given any non-blank answer, then it can be sent, trimmed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}$/), (core) => {
        expect(canSubmitAnswer(` ${core} `)).toBe(true);
        expect(answerToSend(`  ${core}\n`)).toBe(core);
      }),
    );
  });
});

describe('the preview of what a typed answer counts as (spec §5 correct-answer rule)', () => {
  it('given a letter or a digit 1–4, then it names that option, in any case', () => {
    expect(answerPreview('b', options)).toBe('B');
    expect(answerPreview('D', options)).toBe('D');
    expect(answerPreview('3', options)).toBe('C');
    expect(answerPreview('Option 1', options)).toBe('A');
  });

  it("given an option's text, exact or inside a sentence, then it names that option", () => {
    expect(answerPreview('marseille', options)).toBe('C');
    expect(answerPreview('I think it is Nice', options)).toBe('D');
  });

  it('given a blank answer, or one naming no option, then there is no preview', () => {
    expect(answerPreview('  ', options)).toBeNull();
    expect(answerPreview('Berlin', options)).toBeNull();
    expect(answerPreview('5', options)).toBeNull();
  });

  it('given an answer naming two options, then there is no preview rather than a guess', () => {
    expect(answerPreview('Paris or Lyon', options)).toBeNull();
  });

  it('given options that are not four, then there is no preview', () => {
    expect(answerPreview('A', ['x', 'y'])).toBeNull();
  });
});

describe('the hint under the answer box', () => {
  it('given a blank answer, then it says what may be typed', () => {
    expect(answerHint(' ', options)).toBe('A letter A–D, a number 1–4 or the option’s text. Enter sends it.');
  });

  it('given an answer naming one option, then it says which, with its text', () => {
    expect(answerHint('marseille', options)).toBe('Counts as C: Marseille');
  });

  it('given "2" where option D reads "2", then it says it names both B and D and counts as none, not that it matches nothing', () => {
    expect(answerHint('2', ['1', '0', '3', '2'])).toBe(
      'Names both B and D, so it would count as none. Type just the letter.',
    );
    expect(answerHint('Paris, Lyon or Nice', options)).toBe(
      'Names A, B and D, so it would count as none. Type just the letter.',
    );
  });

  it('given an answer naming nothing, then it says so', () => {
    expect(answerHint('Berlin', options)).toBe('Matches no option yet.');
  });
});

describe('the hint and the preview agree', () => {
  it('given any typed answer and options, then the hint says "Counts as X" exactly when the preview is X', () => {
    const option = fc.oneof(
      fc.constantFrom('1', '2', 'A', 'b', 'Nice', 'Paris', 'Niger', 'Nigeria'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.tuple(option, option, option, option), fc.oneof(option, fc.string()), (opts, text) => {
        const preview = answerPreview(text, opts);
        const hint = answerHint(text, opts);
        expect(hint.startsWith('Counts as ')).toBe(preview !== null);
        if (preview) expect(hint.startsWith(`Counts as ${preview}: `)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
