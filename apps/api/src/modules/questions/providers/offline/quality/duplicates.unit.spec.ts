import { uniqueBankSpecs } from './bank-specs.js';
import {
  canonicalAnswer,
  canonicalQuestion,
  findConflictingAnswers,
  findDuplicatePairs,
  type BankEntry,
} from './duplicates.js';

const entry = (id: string, question: string, answer: string): BankEntry => ({ id, question, answer });
const describePair = ({ a, b }: { a: BankEntry; b: BankEntry }): string =>
  `${a.id} "${a.question}" = ${b.id} "${b.question}"`;

describe('duplicate detector', () => {
  it('given "N × N" and "N squared" for the same N, then they are one question', () => {
    const pairs = findDuplicatePairs([
      entry('m1', 'What is 7 × 7?', '49'),
      entry('m2', 'What is 7 squared?', '49'),
    ]);
    expect(pairs).toHaveLength(1);
  });

  it('given the boiling point of water in °C and in °F, then they are one question', () => {
    expect(canonicalAnswer('212 °F')).toBe(canonicalAnswer('100 °C'));
    const pairs = findDuplicatePairs([
      entry('c', 'At what temperature does water boil at sea level?', '100 °C'),
      entry('f', 'What is the boiling point of water at sea level in Fahrenheit?', '212 °F'),
    ]);
    expect(pairs).toHaveLength(1);
  });

  it('given the same text twice under two ids, or a product with its factors swapped, then each is a pair', () => {
    expect(canonicalQuestion('What is 4 × 3?')).toBe(canonicalQuestion('What is 3 × 4?'));
    const pairs = findDuplicatePairs([
      entry('a', 'Which planet is closest to the Sun?', 'Mercury'),
      entry('b', 'Which planet is closest to the sun', 'Mercury'),
      entry('p', 'What is 3 × 4?', '12'),
      entry('q', 'What is 4 × 3?', '12'),
    ]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([
      ['a', 'b'],
      ['p', 'q'],
    ]);
  });

  it('given different facts with one answer, or one fact reached through two topics, then no pair', () => {
    const pairs = findDuplicatePairs([
      entry('p', 'What is 3 × 8?', '24'),
      entry('q', 'What is 4 × 6?', '24'),
      entry('r', 'What is 7 cubed?', '343'),
      entry('s', 'What is 7 × 49?', '343'),
      entry('t', 'Which planet is known as the Red Planet?', 'Mars'),
      entry('t', 'Which planet is known as the Red Planet?', 'Mars'),
      entry('u', 'Which planet has the largest volcano?', 'Mars'),
    ]);
    expect(pairs.map(describePair)).toEqual([]);
  });

  it('given one text with two keys and no options to decide, then it is a conflict; "which of these" is not', () => {
    const conflicts = findConflictingAnswers([
      entry('geo', 'What is the capital of Georgia?', 'Tbilisi'),
      entry('us', 'What is the capital of Georgia?', 'Atlanta'),
      entry('p1', 'Which of these numbers is prime?', '11'),
      entry('p2', 'Which of these numbers is prime?', '13'),
    ]);
    expect(conflicts.map((p) => [p.a.id, p.b.id])).toEqual([['geo', 'us']]);
  });

  describe('given the whole built-in bank', () => {
    const specs = uniqueBankSpecs();

    it('then no question is asked twice, in the same words or by a same-fact template', () => {
      expect(findDuplicatePairs(specs).map(describePair)).toEqual([]);
    });

    it('then no question text has two different keys', () => {
      expect(findConflictingAnswers(specs).map(describePair)).toEqual([]);
    });
  });
});
