import type { QuestionSpec } from '../types.js';
import type { PlaceFacts } from './giveaways.js';
import { measureBank } from './measure.js';

const spec = (id: string, difficulty: QuestionSpec['difficulty'], answer: string, distractors: string[]) => ({
  id,
  question: 'Which one?',
  answer,
  distractors,
  explanation: 'Because.',
  subtopic: 'Test',
  difficulty,
  source: 'test',
});

const noFacts: PlaceFacts = {
  continentsOfCountry: () => undefined,
  countryName: () => undefined,
  continentsOf: () => undefined,
  kindsOf: () => undefined,
};

describe('measuring where guessers beat chance', () => {
  it('given one question kind whose answer is always the longest option, then the longest-option guesser is right on every draw, three quarters of them beyond chance, and a kind of lookalike options shows none', () => {
    const telling = spec('curated:tell:1', 'hard', 'Much the longest answer', ['Ab', 'Cd', 'Ef']);
    const lookalike = spec('curated:even:1', 'hard', 'Alpha', ['Bravo', 'Delta', 'Gamma']);
    const m = measureBank([telling, lookalike], noFacts, 400);
    expect(m.guesserExcess.longest?.['curated:tell|hard']).toBe(300);
    expect(Math.abs(m.guesserExcess.longest?.['curated:even|hard'] ?? 99)).toBeLessThan(40);
    expect(m.guesserAccuracy.longest?.hard).toBeGreaterThan(0.55);
  });
});
