import type { GivenAnswer, JudgementState, PlayQuestion } from '../play-types';
import { optionText } from './answer-options';

/** The timer is announced at a few moments only, not every second. */
export function timerAnnouncement(secondsLeft: number): string {
  if (secondsLeft === 15) return '15 seconds to answer.';
  if (secondsLeft <= 10 && secondsLeft > 5) return '10 seconds left.';
  if (secondsLeft <= 5 && secondsLeft > 3) return '5 seconds left.';
  if (secondsLeft <= 3) return '3 seconds left.';
  return '15 seconds to answer.';
}

/** What the result area says (and a screen reader announces) once the player has answered. */
export function resultAnnouncement(
  question: PlayQuestion,
  given: GivenAnswer | null,
  judgement: JudgementState | null,
): string {
  if (!given || !judgement) return '';
  switch (judgement.status) {
    case 'waiting':
      return 'Checking your answer…';
    case 'retrying':
      switch (judgement.reason) {
        case 'offline':
          return 'You are offline. Your answer is kept on this device and will be sent when the connection is back.';
        case 'unreachable':
          return 'Cannot reach the server. Your answer is kept on this device. Trying again…';
        case 'server':
          return 'The server did not answer yet. Trying again…';
      }
      break;
    case 'refused':
      return judgement.message;
    case 'judged': {
      const { isCorrect, correct } = judgement.judgement;
      const key = `${correct}: ${optionText(question, correct)}`;
      if (isCorrect) return `Correct! ${key}.`;
      return `${given.selectedAnswer === null ? "Time's up." : 'Incorrect.'} The answer is ${key}.`;
    }
  }
}
