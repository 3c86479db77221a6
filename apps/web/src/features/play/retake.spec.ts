import type { AnswerRecord } from '@quiz/contracts';
import { retakeRequestFrom, retakeStateFor } from './retake.js';

const answer = (id: string, isCorrect: boolean): AnswerRecord => ({
  id,
  sessionId: '',
  question: `Question ${id}?`,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  correct: 'A',
  explanation: 'Because.',
  topic: 'Dinosaurs',
  difficulty: 'easy',
  subtopic: 'Relatives',
  selectedAnswer: isCorrect ? 'A' : null,
  isCorrect,
  timeTaken: 2,
  playedAt: '2026-11-24T04:00:00.000Z',
});

describe('Retake Incorrect, in the browser (ADR 0173)', () => {
  const answers = [answer('q1', false), answer('q2', true), answer('q3', false)];

  it('given a signed-in round, when retaken, then the request names exactly the missed questions', () => {
    expect(retakeRequestFrom(retakeStateFor(answers), 'signed-in')).toEqual({ retake: ['q1', 'q3'] });
  });

  it('given a guest round, when retaken, then each missed question goes back with its sealed key', () => {
    const state = retakeStateFor(answers, { q1: 'sealed-1', q2: 'sealed-2', q3: 'sealed-3' });
    expect(retakeRequestFrom(state, 'guest')).toEqual({
      guestRetake: ['q1', 'q3'].map((id) => ({
        sealedKey: `sealed-${id.slice(1)}`,
        question: `Question ${id}?`,
        options: ['a', 'b', 'c', 'd'],
        subtopic: 'Relatives',
      })),
    });
  });

  it.each([null, {}, { retake: [] }, { retake: [{ id: 1 }] }, 'retake'])(
    'given router state %p that is no retake, when read, then the round is a normal one',
    (state) => {
      expect(retakeRequestFrom(state, 'signed-in')).toBeNull();
    },
  );
});
