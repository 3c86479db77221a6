import { normalizeQuestionText } from '@quiz/domain';
import {
  QuestionSourceError,
  type CandidateQuestion,
  type QuestionRequest,
  type QuestionSource,
} from '../question-source.port.js';
import { generateOfflineQuestions } from './index.js';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The offline generator knows nothing about this topic; the message names the closest topics it has. */
export class UnknownTopicError extends QuestionSourceError {
  constructor(
    message: string,
    readonly closestTopics: readonly string[],
  ) {
    super(message, false);
    this.name = 'UnknownTopicError';
  }
}

/**
 * The built-in generator behind the question-source port. It yields fewer than `count` only when the topic
 * has no more questions the request does not avoid: the pool has run out for this player.
 */
export class OfflineQuestionSource implements QuestionSource {
  readonly name = 'offline';

  constructor(private readonly random: () => number = Math.random) {}

  async *generate(request: QuestionRequest, signal: AbortSignal): AsyncIterable<CandidateQuestion> {
    const result = generateOfflineQuestions({
      topic: request.topic,
      difficulty: request.difficulty,
      subtopic: request.subtopic,
      batchSize: request.count,
      avoidTexts: new Set(request.avoid.map(normalizeQuestionText)),
      random: this.random,
    });
    if (result.kind === 'unknown-topic') throw new UnknownTopicError(result.message, result.closestTopics);
    for (const question of result.questions) {
      if (signal.aborted) return;
      yield {
        question: question.question,
        options: question.options,
        correct: LETTERS[question.correctIndex],
        explanation: question.explanation,
        subtopic: question.subtopic,
        difficulty: question.difficulty,
        source: `offline:${question.source}`,
      };
    }
  }
}
