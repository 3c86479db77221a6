import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { QuestionsRequest } from '@quiz/contracts';
import { decideBatchOutcome, type BatchOutcome, type RecordedQuestion } from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import {
  NOTHING_SEEN,
  QuestionGenerationService,
  type SeenQuestions,
} from '../../generation/question-generation.service.js';
import { identifyTopic } from '../../generation/topic-identity.js';
import { SeenQuestionsRepository } from '../../projections/issued-questions/seen-questions.repository.js';
import { PregenerationScheduler } from '../pregenerate-questions/pregeneration.scheduler.js';
import { IssueQuestionsCommand } from './issue-questions.command.js';
import { IssuedQuestionsLog } from './issued-questions-log.js';

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

/** Batches recorded for one non-streamed request at most: the first, and refills after refused repeats. */
const MAX_RECORD_ATTEMPTS = 3;

/**
 * One request for questions: what the player has seen, the generation pipeline, and for a signed-in player
 * the QuestionsIssued record (the key stays on the server), then what to tell the player.
 */
@Injectable()
export class QuestionBatchService {
  constructor(
    private readonly generation: QuestionGenerationService,
    private readonly seenQuestions: SeenQuestionsRepository,
    private readonly issuedQuestionsLog: IssuedQuestionsLog,
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

    const generate = (wanted: number, seenSoFar: SeenQuestions) =>
      this.generation.generate({
        topic: body.topic,
        difficulty: body.difficulty,
        subtopic: body.subtopic,
        count: wanted,
        seen: seenSoFar,
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

    let report = await generate(count, seen);
    // The seen list comes from a projection, which can lag behind the player's previous batch: recording then
    // refuses the repeats, and the batch is filled again from the player's own stream, which never lags.
    for (let part = 0; !request.onIssued && pending.length > 0; part++) {
      const offered = pending.splice(0);
      const recorded = await record(offered, part);
      issued.push(...recorded);
      const missing = count - issued.length;
      if (missing === 0 || recorded.length === offered.length || part + 1 >= MAX_RECORD_ATTEMPTS) break;
      if (player.kind !== 'signed-in') break;
      report = await generate(missing, await this.issuedQuestionsLog.seenBy(player.userId, topic.key));
    }
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
      unknownTopicSuggestions: report.unknownTopicSuggestions,
      poolExhausted: report.poolExhausted,
      modelFellShort: report.modelFellShort,
      sourceFailed: report.sourceFailed,
    });
    return { questions: issued, batchId, ...outcome };
  }
}
