import { DEMO_QUESTIONS } from './demo-questions.js';
import { displayedKey } from './local-judgement.rules.js';
import { readPlayRequest, type PlayQuery } from './play-request.rules.js';

const query = (overrides: Partial<PlayQuery> = {}): PlayQuery => ({
  topic: 'Space',
  difficulty: null,
  round: null,
  subtopic: null,
  batchSize: null,
  ...overrides,
});

describe('/play query parameters', () => {
  it('given only a topic, when read, then medium, round 1, no subtopic and the player kind’s batch size apply', () => {
    expect(readPlayRequest(query({ topic: '  Deep   space ' }), 'signed-in')).toEqual({
      ok: true,
      request: { topic: 'Deep space', difficulty: 'medium', round: 1, subtopic: null, batchSize: 10 },
    });
    expect(readPlayRequest(query(), 'guest')).toMatchObject({ ok: true, request: { batchSize: 5 } });
  });

  it('given every parameter, when read, then each is kept', () => {
    expect(
      readPlayRequest(
        query({ difficulty: 'hard', round: '3', subtopic: ' Black holes ', batchSize: '7' }),
        'guest',
      ),
    ).toEqual({
      ok: true,
      request: { topic: 'Space', difficulty: 'hard', round: 3, subtopic: 'Black holes', batchSize: 7 },
    });
  });

  it.each([
    [{ topic: null }, 'Please enter a topic.'],
    [{ topic: '   ' }, 'Please enter a topic.'],
    [{ topic: 'x'.repeat(21) }, 'Topic must be 20 characters or less'],
    [{ difficulty: 'extreme' }, 'Difficulty must be easy, medium or hard.'],
    [{ round: '0' }, 'Round must be 1 to 3.'],
    [{ round: '4' }, 'Round must be 1 to 3.'],
    [{ round: '1.5' }, 'Round must be 1 to 3.'],
    [{ round: 'two' }, 'Round must be 1 to 3.'],
    [{ batchSize: '0' }, 'Batch size must be 1 to 20.'],
    [{ batchSize: '21' }, 'Batch size must be 1 to 20.'],
    [{ subtopic: 'y'.repeat(61) }, 'Subtopic must be 60 characters or less.'],
  ])('given %p, when read, then it is refused with %p', (overrides, message) => {
    expect(readPlayRequest(query(overrides), 'signed-in')).toEqual({ ok: false, message });
  });
});

describe('the demo’s questions', () => {
  it('given the built-in set, then there are three, with distinct ids and options and a key naming one of them', () => {
    expect(DEMO_QUESTIONS).toHaveLength(3);
    expect(new Set(DEMO_QUESTIONS.map((q) => q.id)).size).toBe(3);
    for (const question of DEMO_QUESTIONS) {
      const options = [question.optionA, question.optionB, question.optionC, question.optionD];
      expect(new Set(options).size).toBe(4);
      expect(displayedKey(question)).toBe(question.correct);
    }
  });
});
