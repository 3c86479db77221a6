import { Inject, Injectable, Logger } from '@nestjs/common';
import type { QuestionsRequest } from '@quiz/contracts';
import type { QuestionDifficulty } from '@quiz/domain';
import type { JobQueue } from '../../../../infra/queue/job-queue.port.js';
import { CLOCK, JOB_QUEUE, type Clock } from '../../../../infra/tokens.js';

const PREGENERATED_BATCH = 10;
/** One job per topic, difficulty and subtopic per window, however many players start rounds. */
const JOB_WINDOW_MS = 60_000;

const NEXT_DIFFICULTY: Record<QuestionDifficulty, QuestionDifficulty> = {
  easy: 'medium',
  medium: 'hard',
  hard: 'hard',
};

/** The next round carries the weakest subtopic, which is one of this round's: the likeliest few are prepared. */
const CANDIDATE_SUBTOPICS = 2;

/**
 * When a round starts, the likely next round is generated ahead: the same topic at the next difficulty,
 * for the candidate weakest subtopics and for the topic as a whole; and the current difficulty is topped
 * up. Enqueueing costs the request no query: the job itself skips a pool that is already warm, and one job
 * per topic, difficulty and subtopic per minute is enough however many players start rounds.
 */
@Injectable()
export class PregenerationScheduler {
  private readonly logger = new Logger('Pregeneration');

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async afterRoundStarted(
    request: QuestionsRequest,
    topicKey: string,
    roundSubtopics: readonly string[],
  ): Promise<void> {
    const next = NEXT_DIFFICULTY[request.difficulty];
    const candidates = mostFrequent([...(request.subtopic ? [request.subtopic] : []), ...roundSubtopics]);
    const wanted: { difficulty: QuestionDifficulty; subtopic?: string }[] = [
      { difficulty: request.difficulty },
      ...(next !== request.difficulty ? [{ difficulty: next }] : []),
      ...candidates.slice(0, CANDIDATE_SUBTOPICS).map((subtopic) => ({ difficulty: next, subtopic })),
    ];
    try {
      for (const { difficulty, subtopic } of wanted) {
        const window = Math.floor(this.clock.now().getTime() / JOB_WINDOW_MS);
        await this.queue.enqueue(
          'questions.pregenerate',
          { topic: request.topic, difficulty, subtopic, batchSize: PREGENERATED_BATCH },
          { jobId: `pregenerate:${topicKey}:${difficulty}:${subtopic ?? ''}:${window}` },
        );
      }
    } catch (error) {
      // Pre-generation only makes later rounds faster: a queue outage must not fail this one.
      this.logger.warn(`Could not schedule question pre-generation: ${String(error)}`);
    }
  }
}

function mostFrequent(labels: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([label]) => label);
}
