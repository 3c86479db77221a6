import { MalformedModelOutputError, QuestionStreamParser } from './question-stream-parser.js';

/** Feeds the text in pieces of `size` characters and records after which piece each question completed. */
function feed(text: string, size: number) {
  const parser = new QuestionStreamParser();
  const completed: { afterCharacter: number; value: unknown }[] = [];
  for (let at = 0; at < text.length; at += size) {
    for (const value of parser.push(text.slice(at, at + size))) {
      completed.push({ afterCharacter: Math.min(text.length, at + size), value });
    }
  }
  for (const value of parser.end()) completed.push({ afterCharacter: text.length, value });
  return completed;
}

const first = { question: 'Q1?', options: ['a', 'b', 'c', 'd'], correct: 'A' };
const second = { question: 'Q2 with "quotes" and {braces}?', options: ['a', 'b', 'c', 'd'], correct: 'B' };

describe('QuestionStreamParser', () => {
  it('hands each question over the moment its closing brace arrives, however the text is split', () => {
    const text = JSON.stringify({ questions: [first, second] });
    const endOfFirst = text.indexOf('},{') + 1;

    for (const size of [1, 3, 7, text.length]) {
      const completed = feed(text, size);
      expect(completed.map((c) => c.value)).toEqual([first, second]);
      if (size === 1) expect(completed[0]!.afterCharacter).toBe(endOfFirst);
    }
  });

  it('ignores a Markdown fence or prose around the JSON', () => {
    const text = 'Here you go:\n```json\n' + JSON.stringify({ questions: [first] }) + '\n```\nEnjoy!';

    expect(feed(text, 5).map((c) => c.value)).toEqual([first]);
  });

  it('accepts a bare top-level array of questions', () => {
    expect(feed(JSON.stringify([first, second]), 4).map((c) => c.value)).toEqual([first, second]);
  });

  it('does not mistake other arrays for questions', () => {
    const text = JSON.stringify({ note: ['x', 'y'], questions: [first] });

    expect(feed(text, 2).map((c) => c.value)).toEqual([first]);
  });

  it('throws on malformed JSON, after handing over what was complete before it', () => {
    const parser = new QuestionStreamParser();
    const text = `{"questions":[${JSON.stringify(first)},{"question": oops}]}`;
    const completed: unknown[] = [];
    let thrown: unknown;
    try {
      for (const ch of text) completed.push(...parser.push(ch));
    } catch (error) {
      thrown = error;
    }

    expect(completed).toEqual([first]);
    expect(thrown).toBeInstanceOf(MalformedModelOutputError);
  });

  it('throws at the end when the document was cut short or never began', () => {
    const cut = new QuestionStreamParser();
    cut.push(`{"questions":[${JSON.stringify(first)},{"quest`);
    expect(() => cut.end()).toThrow(MalformedModelOutputError);

    const prose = new QuestionStreamParser();
    prose.push('I cannot help with that.');
    expect(() => prose.end()).toThrow('without any JSON');
  });
});
