import {
  independentCheck,
  QuestionTextIndex,
  reviewCandidate,
  type RecordedQuestion,
  type ReviewedQuestion,
} from '@quiz/domain';
import type { CandidateQuestion } from '../providers/question-source.port.js';
import type { GenerationRequest } from './question-generation.service.js';
import { questionIdFor } from './question-id.js';

/** One batch being assembled: what it holds, what it refused, and how many are still missing. */
export class BatchRun {
  private readonly batch = new QuestionTextIndex();
  private readonly seen: QuestionTextIndex;
  /** Texts sources should not produce again: seen, accepted, and refused in this batch. */
  private readonly avoid: string[];
  delivered = 0;

  constructor(
    readonly request: GenerationRequest,
    private readonly random: () => number,
  ) {
    this.seen = new QuestionTextIndex(request.seen.identities);
    this.avoid = [...request.seen.texts];
  }

  get missing(): number {
    return Math.max(0, this.request.count - this.delivered);
  }

  sourceRequest(maxAvoid = Number.POSITIVE_INFINITY) {
    return {
      topic: this.request.topic,
      difficulty: this.request.difficulty,
      subtopic: this.request.subtopic,
      count: this.missing,
      avoid: this.avoid.slice(-maxAvoid),
    };
  }

  /** Runs a candidate through the pipeline (and `check`, for model output) and offers it for issue. */
  async offer(
    candidate: Pick<
      CandidateQuestion,
      'question' | 'options' | 'correct' | 'explanation' | 'subtopic' | 'difficulty'
    >,
    source: string,
    check?: (reviewed: ReviewedQuestion) => Promise<ReturnType<typeof independentCheck>>,
  ): Promise<void> {
    const review = reviewCandidate(
      { ...candidate, source },
      { batch: this.batch, seen: this.seen, random: this.random },
    );
    if (!review.accepted) {
      if (typeof candidate.question === 'string') this.avoid.push(candidate.question);
      return;
    }
    const checked = check ? await check(review.question) : review;
    this.batch.add(review.question.identity);
    this.avoid.push(review.question.question);
    if (!checked.accepted) return;
    const questionId = questionIdFor(review.question.identity);
    if (this.request.seen.ids.has(questionId)) return;
    const { question, identity, options, correct, explanation, subtopic } = review.question;
    const recorded: RecordedQuestion = {
      questionId,
      question,
      identity,
      options,
      correct,
      explanation,
      subtopic,
      difficulty: candidate.difficulty ?? this.request.difficulty,
      source,
    };
    if (await this.request.onQuestion(recorded)) this.delivered++;
  }
}
