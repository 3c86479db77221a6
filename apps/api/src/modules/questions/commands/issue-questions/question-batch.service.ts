import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { QuestionsRequest } from '@quiz/contracts';
import { decideBatchOutcome, type BatchOutcome, type RecordedQuestion } from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import { NOTHING_SEEN, QuestionGenerationService } from '../../generation/question-generation.service.js';
import { identifyTopic } from '../../generation/topic-identity.js';
import { SeenQuestionsRepository } from '../../projections/issued-questions/seen-questions.repository.js';
import { PregenerationScheduler } from '../pregenerate-questions/pregeneration.scheduler.js';
import { IssueQuestionsCommand } from './issue-questions.command.js';

export type Player = { kind: 'signed-in'; userId: string } | { kind: 'guest' };

export interface BatchRequest {
  player: Player;
  body: QuestionsRequest;
  count: number;
  signal: AbortSignal;
  /**
   * Called for each question as soon as it is issued. When given, a signed-in player's questions are
   * recorded one by one (streaming); otherwise the batch is recorded as one event before it is answered.
   */
  onIssued?: (question: RecordedQuestion, ready: number) => void | Promise<void>;
  /** The id to record the batch under; a streamed quiz session needs it before the first question. */
  batchId?: string;
}

export interface BatchResult extends BatchOutcome {
  questions: RecordedQuestion[];
  /** The id the batch was recorded under; a signed-in player's quiz session takes it (ADR 0071). */
  batchId: string;
}

/**
 * One request for questions: what the player has seen, the generation pipeline, and for a signed-in player
 * the QuestionsIssued record (the key stays on the server), then what to tell the player.
 */
@Injectable()
export class QuestionBatchService {
  constructor(
    private readonly generation: QuestionGenerationService,
    private readonly seenQuestions: SeenQuestionsRepository,
    private readonly commandBus: CommandBus,
    private readonly pregeneration: PregenerationScheduler,
  ) {}

  async issue(request: BatchRequest): Promise<BatchResult> {
    const { player, body, count, signal } = request;
    const topic = identifyTopic(body.topic);
    const seen =
      player.kind === 'signed-in'
        ? await this.seenQuestions.forPlayer(player.userId, topic.key)
        : NOTHING_SEEN;
    const batchId = request.batchId ?? randomUUID();
    const issued: RecordedQuestion[] = [];
    const pending: RecordedQuestion[] = [];
    const record = (questions: RecordedQuestion[], part: number) =>
      player.kind === 'signed-in'
        ? this.commandBus.execute<IssueQuestionsCommand, RecordedQuestion[]>(
            new IssueQuestionsCommand(
              nameBasedUuid(`questions-issued:${batchId}:${part}`),
              player.userId,
              batchId,
              body.topic,
              topic.key,
              body.difficulty,
              questions,
            ),
          )
        : Promise.resolve(questions);

    const report = await this.generation.generate({
      topic: body.topic,
      difficulty: body.difficulty,
      subtopic: body.subtopic,
      count,
      seen,
      usePool: true,
      signal,
      onQuestion: async (question) => {
        if (!request.onIssued) {
          pending.push(question);
          return true;
        }
        const recorded = await record([question], issued.length);
        if (recorded.length === 0) return false;
        issued.push(question);
        await request.onIssued(question, issued.length);
        return true;
      },
    });
    if (!request.onIssued && pending.length > 0) issued.push(...(await record(pending, 0)));
    if (player.kind === 'signed-in')
      await this.pregeneration.afterRoundStarted(
        body,
        topic.key,
        issued.map((question) => question.subtopic),
      );

    const outcome = decideBatchOutcome({
      requested: count,
      delivered: issued.length,
      topicLabel: topic.label,
      unknownTopicMessage: report.unknownTopicMessage,
      poolExhausted: report.poolExhausted,
      modelFellShort: report.modelFellShort,
      sourceFailed: report.sourceFailed,
    });
    return { questions: issued, batchId, ...outcome };
  }
}
