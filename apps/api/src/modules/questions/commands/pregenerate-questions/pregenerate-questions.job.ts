import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobPayload } from '@quiz/contracts';
import type { RecordedQuestion } from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import { JobHandlerRegistry } from '../../../../infra/jobs/job-handler.registry.js';
import { QuestionGenerationService } from '../../generation/question-generation.service.js';
import { identifyTopic } from '../../generation/topic-identity.js';
import { QuestionPoolRepository } from '../../projections/question-pool/question-pool.repository.js';
import { AddToQuestionPoolCommand } from './add-to-question-pool.command.js';

/** A topic's pool is kept at least this full per difficulty: popular topics stay warm, others fill on demand. */
export const WARM_POOL_SIZE = 40;
/** A subtopic's share of the pool that is enough for a round favouring it. */
export const WARM_SUBTOPIC_SIZE = 10;
/** A generation job may run this long; a stuck model must not hold a worker forever. */
const JOB_BUDGET_MS = 120_000;

/**
 * The `questions.pregenerate` job: generates a batch through the same pipeline players get (model with its
 * independent check, offline generator filling in), avoiding what the pool already holds, and records it as
 * QuestionsGenerated on the topic's pool stream. Runs in the api (embedded) or in `npm run worker` processes.
 */
@Injectable()
export class PregenerateQuestionsJob implements OnModuleInit {
  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly generation: QuestionGenerationService,
    private readonly pool: QuestionPoolRepository,
    private readonly commandBus: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register('questions.pregenerate', async (payload, meta) => {
      await this.run(payload, meta.jobId);
    });
  }

  async run(payload: JobPayload<'questions.pregenerate'>, jobId: string): Promise<number> {
    const topic = identifyTopic(payload.topic);
    const warm = payload.subtopic ? WARM_SUBTOPIC_SIZE : WARM_POOL_SIZE;
    const held = await this.pool.count(topic.key, payload.difficulty, payload.subtopic);
    if (held >= warm) return 0;
    const pooled = await this.pool.heldFor(topic.key);
    const generated: RecordedQuestion[] = [];
    await this.generation.generate({
      topic: payload.topic,
      difficulty: payload.difficulty,
      subtopic: payload.subtopic,
      // A cold pool is filled to the warm level at once: the next rounds of a popular topic all find it ready.
      count: Math.max(payload.batchSize, warm - held),
      seen: pooled,
      usePool: false,
      signal: AbortSignal.timeout(JOB_BUDGET_MS),
      onQuestion: async (question) => {
        generated.push(question);
        return true;
      },
    });
    if (generated.length === 0) return 0;
    return this.commandBus.execute<AddToQuestionPoolCommand, number>(
      new AddToQuestionPoolCommand(
        nameBasedUuid(`questions-generated:${jobId}`),
        payload.topic,
        topic.key,
        payload.difficulty,
        payload.subtopic ?? null,
        generated,
      ),
    );
  }
}
