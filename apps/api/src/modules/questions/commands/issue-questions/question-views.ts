import type { GuestQuestion, IssuedQuestion } from '@quiz/contracts';
import type { BatchOutcome, RecordedQuestion } from '@quiz/domain';
import type { SealedAnswerKeys } from '../../../play/sealed-keys/sealed-answer-keys.js';

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
    ...(recorded.repeat && { repeat: true }),
  };
}

/**
 * What a guest sees (ADR 0130): the question as a player sees it, with its key and explanation sealed. The guest
 * sends the seal back with the answer and is shown both then, as a player is.
 */
export async function toGuestQuestion(
  recorded: RecordedQuestion,
  sealedKeys: SealedAnswerKeys,
): Promise<GuestQuestion> {
  const sealedKey = await sealedKeys.seal({
    questionId: recorded.questionId,
    correct: recorded.correct,
    explanation: recorded.explanation,
  });
  return { ...toIssuedQuestion(recorded), sealedKey };
}

/** `suggestedTopics` goes out only with an unknown topic's message (ADR 0170). */
export const suggestionsOf = ({ suggestedTopics }: BatchOutcome): { suggestedTopics?: string[] } =>
  suggestedTopics ? { suggestedTopics } : {};
