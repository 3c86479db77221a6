import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { QuestionsRequest } from '@quiz/contracts';
import {
  decideBatchOutcome,
  fillRound,
  repeatsNotice,
  reshuffleOptions,
  type BatchOutcome,
  type RecordedQuestion,
} from '@quiz/domain';
import { nameBasedUuid } from '../../../../infra/event-store/event-ids.js';
import {
  NOTHING_SEEN,
  QuestionGenerationService,
  type SeenQuestions,
} from '../../generation/question-generation.service.js';
import { identifyTopic } from '../../generation/topic-identity.js';
import { SeenQuestionsRepository } from '../../projections/issued-questions/seen-questions.repository.js';
import { PlayedQuestionsRepository } from '../../projections/issued-questions/played-questions.repository.js';
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
  /** Retake Incorrect (ADR 0173): exactly these questions, already reshuffled and marked repeats. */
  retake?: RecordedQuestion[];
}

export interface BatchResult extends BatchOutcome {
  questions: RecordedQuestion[];
  /** The id the batch was recorded under; a signed-in player's quiz session takes it (ADR 0071). */
  batchId: string;
  /** Said to the player when questions start to come round again (ADR 0173). */
  notice: string | null;
}

/** Batches recorded for one non-streamed request at most: the first, and refills after refused repeats. */
const MAX_RECORD_ATTEMPTS = 3;

/**
 * One request for questions: what the player has seen, the generation pipeline, and for a signed-in player
 * the QuestionsIssued record (the key stays on the server), then what to tell the player.
 */
@Injectable()
export class QuestionBatchService {
  /** Reshuffles repeated questions' options; the domain takes randomness as an argument. */
  private readonly random: () => number = Math.random;

  constructor(
    private readonly generation: QuestionGenerationService,
    private readonly seenQuestions: SeenQuestionsRepository,
    private readonly issuedQuestionsLog: IssuedQuestionsLog,
    private readonly commandBus: CommandBus,
    private readonly pregeneration: PregenerationScheduler,
    private readonly played: PlayedQuestionsRepository,
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
    const record = (questions: RecordedQuestion[], part: number | string) =>
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

    /** Hands questions to the player: recorded one by one while streaming, else as one part. */
    const deliver = async (questions: RecordedQuestion[], part: string) => {
      if (!request.onIssued) {
        issued.push(...(await record(questions, part)));
        return;
      }
      for (const question of questions) {
        if ((await record([question], issued.length)).length === 0) continue;
        issued.push(question);
        await request.onIssued(question, issued.length);
      }
    };

    if (request.retake) {
      await deliver(request.retake, 'retake');
      return { questions: issued, batchId, error: null, partial: false, notice: null };
    }

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
    let repeated = 0;
    if (
      player.kind === 'signed-in' &&
      issued.length < count &&
      !report.unknownTopicMessage &&
      !signal.aborted
    ) {
      const before = issued.length;
      await deliver(await this.repeatsFor(player.userId, topic.key, body.subtopic, issued, count), 'repeats');
      repeated = issued.length - before;
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
      // Repeats filled the round: the topic ran out of fresh questions, not of questions (ADR 0173).
      poolExhausted: report.poolExhausted && repeated === 0,
      modelFellShort: report.modelFellShort,
      sourceFailed: report.sourceFailed,
    });
    const notice = repeated > 0 ? repeatsNotice(topic.label) : null;
    return { questions: issued, batchId, ...outcome, notice };
  }

  /**
   * What fills a round once the topic has nothing fresh left for the player (ADR 0173): the questions they
   * missed, oldest miss first, then those seen longest ago (`fillRound`), each with its options reshuffled.
   */
  private async repeatsFor(
    userId: string,
    topicKey: string,
    focusSubtopic: string | undefined,
    inThisRound: readonly RecordedQuestion[],
    count: number,
  ): Promise<RecordedQuestion[]> {
    const thisRound = new Set(inThisRound.map((question) => question.questionId));
    const played = (await this.played.forTopic(userId, topicKey)).filter(
      (entry) => !thisRound.has(entry.question.questionId),
    );
    const byId = new Map(played.map((entry) => [entry.question.questionId, entry.question]));
    return fillRound({
      count,
      fresh: inThisRound,
      seen: played.map((entry) => entry.seen),
      focusSubtopic,
    })
      .filter((pick) => pick.repeat)
      .map((pick) => askedAgain(byId.get(pick.questionId)!, this.random));
  }
}

/** A question asked again: options in a new order (ADR 0173), marked a repeat so it may be issued again. */
export function askedAgain(question: RecordedQuestion, random: () => number): RecordedQuestion {
  return { ...question, ...reshuffleOptions(question.options, question.correct, random), repeat: true };
}
