import { isNearDuplicate, normalizeQuestionText, QuestionTextIndex } from './question-text.rules.js';

describe('comparing question texts', () => {
  it('normalises case, accents, punctuation and spacing but keeps numbers and symbols', () => {
    expect(normalizeQuestionText('  Which  country’s flag is 🇫🇷?? ')).toBe('which country is flag is 🇫🇷');
    expect(normalizeQuestionText('Où est la Tour Eiffel?')).toBe('ou est la tour eiffel');
  });

  it.each([
    ['the same text in another case', 'What is the capital of France?', 'what is the CAPITAL of france'],
    ['the words in another order', 'Which city is the capital of France?', "What is France's capital city?"],
    ['a contraction', 'What is the capital of France?', "What's the capital of France?"],
    [
      'an article dropped',
      'Which planet is known as the Red Planet?',
      'Which planet is known as Red Planet?',
    ],
    [
      'a small rewording',
      'Which gas do plants absorb from the atmosphere?',
      'Which gas do plants absorb from the air in the atmosphere?',
    ],
  ])('given %s, then the two are near-duplicates', (_case, a, b) => {
    expect(isNearDuplicate(a, b)).toBe(true);
  });

  it.each([
    [
      'another country in the same template',
      'What is the capital of France?',
      'What is the capital of Spain?',
    ],
    ['another number', 'What is 7 × 8?', 'What is 7 × 9?'],
    ['another flag', 'Which country has this flag: 🇫🇷?', 'Which country has this flag: 🇩🇪?'],
    ['a negation added', 'Which of these animals is a mammal?', 'Which of these animals is a reptile?'],
    ['a different question', 'How many moons does Mars have?', 'Who painted the Mona Lisa?'],
    [
      'a long template with another subject',
      'Which of these countries shares a land border with Germany?',
      'Which of these countries shares a land border with Ukraine?',
    ],
  ])('given %s, then they are different questions', (_case, a, b) => {
    expect(isNearDuplicate(a, b)).toBe(false);
  });

  it('given an index of seen texts, then a rewording is found and a new question is not', () => {
    const seen = new QuestionTextIndex([normalizeQuestionText('What is the capital of France?')]);
    expect(seen.has(normalizeQuestionText("What's the capital of France?"))).toBe(true);
    expect(seen.has(normalizeQuestionText('What is the capital of Peru?'))).toBe(false);
    seen.add(normalizeQuestionText('What is the capital of Peru?'));
    expect(seen.size).toBe(2);
  });
});
