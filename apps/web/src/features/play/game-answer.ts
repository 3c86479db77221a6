import type { GameAnswer } from '@quiz/domain';
import type { PlayedAnswer } from './play-types';

/** An answer as the score counts it: a signed-in player's time is the one the server recorded (ADR 0130). */
export const toGameAnswer = (played: PlayedAnswer): GameAnswer => ({
  isCorrect: played.judgement.isCorrect,
  selectedAnswer: played.selectedAnswer,
  timeTaken: played.judgement.recordedTimeTaken ?? played.timeTaken,
  subtopic: played.question.subtopic,
});
