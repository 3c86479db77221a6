import type { IssuedQuestion, Question } from '@quiz/contracts';
import type { RecordedQuestion } from '@quiz/domain';

/** What a signed-in player sees: no key and no explanation, which would name the answer. */
export function toIssuedQuestion(recorded: RecordedQuestion): IssuedQuestion {
  const [optionA, optionB, optionC, optionD] = recorded.options;
  return {
    id: recorded.questionId,
    question: recorded.question,
    optionA,
    optionB,
    optionC,
    optionD,
    subtopic: recorded.subtopic,
  };
}

/** What a guest sees: the whole question with its key (spec §3). */
export function toGuestQuestion(recorded: RecordedQuestion): Question {
  return { ...toIssuedQuestion(recorded), correct: recorded.correct, explanation: recorded.explanation };
}
