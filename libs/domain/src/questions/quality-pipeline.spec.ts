import { createSeededRandom as seededRandom } from '../shared/random.js';
import { questionIdentity, QuestionTextIndex } from './question-text.rules.js';
import {
  DEFAULT_SUBTOPIC,
  independentCheck,
  reviewCandidate,
  type QuestionCandidate,
  type Review,
  type ReviewedQuestion,
} from './quality-pipeline.js';

const candidate = (overrides: Partial<QuestionCandidate> = {}): QuestionCandidate => ({
  question: 'Which planet is closest to the Sun?',
  options: ['Mercury', 'Venus', 'Earth', 'Mars'],
  correct: 'A',
  explanation: 'Mercury orbits the Sun at about 58 million km, closer than any other planet.',
  subtopic: 'Planets',
  source: 'test',
  ...overrides,
});

/** given(what the batch and the player already have, as [question, answer]).when(a candidate).then(verdict) */
function given(batchQuestions: [string, string][] = [], seenQuestions: [string, string][] = [], seed = 1) {
  return {
    when(input: QuestionCandidate) {
      const review = reviewCandidate(input, {
        batch: new QuestionTextIndex(batchQuestions.map(([q, a]) => questionIdentity(q, a))),
        seen: new QuestionTextIndex(seenQuestions.map(([q, a]) => questionIdentity(q, a))),
        random: seededRandom(seed),
      });
      return {
        thenRejected(reason: string) {
          expect(review).toEqual({ accepted: false, reason });
        },
        thenAccepted(): ReviewedQuestion {
          expect(review.accepted).toBe(true);
          return (review as Extract<Review, { accepted: true }>).question;
        },
      };
    },
  };
}

describe('the quality pipeline', () => {
  it('accepts a well-formed question, keeps the key on the answer and normalises its text', () => {
    const q = given()
      .when(candidate({ correct: 'Mercury' }))
      .thenAccepted();
    expect(q.options[q.correct.charCodeAt(0) - 65]).toBe('Mercury');
    expect([...q.options].sort()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    expect(q.identity).toBe('which planet is closest to the sun answer mercury');
    expect(q.subtopic).toBe('Planets');
  });

  it.each([
    ['a question that is not text', { question: 42 }, 'malformed'],
    ['an empty question', { question: '   ' }, 'malformed'],
    ['options that are not a list', { options: 'Mercury, Venus' }, 'malformed'],
    ['a key that is not text', { correct: 1 }, 'malformed'],
    ['three options', { options: ['Mercury', 'Venus', 'Earth'] }, 'not-four-options'],
    ['five options', { options: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'] }, 'not-four-options'],
    ['an empty option', { options: ['Mercury', ' ', 'Earth', 'Mars'] }, 'empty-option'],
    [
      'two options alike but for case',
      { options: ['Mercury', 'mercury', 'Earth', 'Mars'] },
      'duplicate-options',
    ],
    ['no explanation', { explanation: '' }, 'missing-explanation'],
    ['an explanation that is not text', { explanation: null }, 'missing-explanation'],
    ['a key naming no option', { correct: 'Pluto' }, 'unresolvable-key'],
    ['a key out of range', { correct: 'E' }, 'unresolvable-key'],
    [
      'an answer readable in the question',
      { question: 'Mercury is the planet closest to the Sun: which planet is it?', correct: 'A' },
      'answer-in-question',
    ],
  ])('rejects %s', (_case, overrides, reason) => {
    given().when(candidate(overrides)).thenRejected(reason);
  });

  it('does not count a short answer inside a longer word as given away', () => {
    given()
      .when(
        candidate({
          question: 'What is the chemical symbol of iron?',
          options: ['Fe', 'Ir', 'In', 'I'],
          correct: 'Fe',
          explanation: 'Iron’s symbol Fe comes from the Latin ferrum.',
        }),
      )
      .thenAccepted();
  });

  it('rejects a question already in the batch, even reworded', () => {
    given([['Which planet is the closest to the Sun?', 'Mercury']])
      .when(candidate({ question: 'Which planet is closest to the Sun?' }))
      .thenRejected('duplicate-in-batch');
  });

  it('rejects a question the player has seen, even reworded', () => {
    given([], [["Which planet's closest to the Sun?", 'mercury']])
      .when(candidate())
      .thenRejected('already-seen');
  });

  it('accepts the same text about another answer: "which of these" questions differ by their options', () => {
    given(
      [['Which planet is closest to the Sun?', 'Venus']],
      [['Which planet is closest to the Sun?', 'Earth']],
    )
      .when(candidate())
      .thenAccepted();
  });

  it('accepts a question of the same template about something else', () => {
    given(
      [],
      [
        ['Which planet is closest to the Moon?', 'Mercury'],
        ['Which planet is farthest from the Sun?', 'Mercury'],
      ],
    )
      .when(candidate())
      .thenAccepted();
  });

  it('fills in a missing subtopic and trims overlong whitespace', () => {
    const q = given()
      .when(candidate({ subtopic: undefined, question: '  Which planet is   closest to the Sun? ' }))
      .thenAccepted();
    expect(q.subtopic).toBe(DEFAULT_SUBTOPIC);
    expect(q.question).toBe('Which planet is closest to the Sun?');
  });

  describe('the independent check on model output', () => {
    const reviewed = () => given().when(candidate()).thenAccepted();

    it('keeps a question the second answer agrees with', () => {
      const q = reviewed();
      expect(independentCheck(q, q.correct)).toEqual({ accepted: true, question: q });
    });

    it('drops a question the second answer disagrees with, or gives no answer to', () => {
      const q = reviewed();
      const other = q.correct === 'A' ? 'B' : 'A';
      expect(independentCheck(q, other)).toEqual({ accepted: false, reason: 'failed-independent-check' });
      expect(independentCheck(q, null)).toEqual({ accepted: false, reason: 'failed-independent-check' });
    });
  });
});
