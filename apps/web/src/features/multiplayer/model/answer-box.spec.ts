import fc from 'fast-check';
import { answerPreview, answerToSend, canSubmitAnswer } from './answer-box.js';

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
