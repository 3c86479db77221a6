import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  independentCheck,
  normalizeQuestionText,
  type QuestionDifficulty,
  type RecordedQuestion,
} from '@quiz/domain';
import { MODEL_QUESTION_SOURCE, type ModelQuestionSource } from '../providers/model-question-source.token.js';
import { OfflineQuestionSource, UnknownTopicError } from '../providers/offline/offline-question-source.js';
import type { QuestionSource } from '../providers/question-source.port.js';
import { QuestionPoolRepository } from '../projections/question-pool/question-pool.repository.js';
import { BatchRun } from './batch-run.js';
import { METRICS } from '../../../infra/tokens.js';
import type { QuestionMetrics, QuestionSourceLabel } from '../../../infra/metrics/metric-ports.js';
import { identifyTopic, type TopicIdentity } from './topic-identity.js';
import { MODEL_SETUP_HINT } from '../providers/model-setup-hint.js';

export interface SeenQuestions {
  /** Identities (questionIdentity) of this topic's questions the player was issued: repeats are judged by them. */
  identities: readonly string[];
  /** Their texts, for sources to avoid. */
  texts: readonly string[];
  /** Ids of every question the player was issued, any topic. */
  ids: ReadonlySet<string>;
}

export const NOTHING_SEEN: SeenQuestions = { identities: [], texts: [], ids: new Set() };

export interface GenerationRequest {
  topic: string;
  difficulty: QuestionDifficulty;
  subtopic?: string;
  count: number;
  seen: SeenQuestions;
  /** Serve from the pre-generated pool first (players); the pre-generation job itself does not. */
  usePool: boolean;
  signal: AbortSignal;
  /**
   * Offered each question that passed the pipeline, in order, as soon as it did. Resolves false when the
   * question could not be issued after all (another request of the player's issued it first).
   */
  onQuestion: (question: RecordedQuestion) => Promise<boolean>;
}

export interface GenerationReport {
  topic: TopicIdentity;
  requested: number;
  delivered: number;
  unknownTopicMessage?: string;
  unknownTopicSuggestions?: readonly string[];
  poolExhausted: boolean;
  modelFellShort: boolean;
  sourceFailed: boolean;
}

/** A model gets this long for a whole batch before the offline generator takes over. */
const MODEL_BUDGET_MS = 45_000;
/** The model's prompt carries at most this many texts to avoid; the pipeline checks against all of them. */
const MAX_AVOID_FOR_MODEL = 200;
/**
 * After a draw that left the batch short, the next asks for this many times what is missing. A player deep
 * into a topic has many draws refused as a rewording of a question already seen (a capital asked the other way
 * round), so a draw of just what is missing would often add nothing; a larger one costs little (no I/O).
 */
const OFFLINE_OVERSAMPLING = 3;
/** The model is asked again for what the pipeline dropped, once: a third try rarely pays for its wait. */
const MODEL_ROUNDS = 2;

/**
 * Assembles one batch: the pre-generated pool first, then the model (if configured) with its independent
 * check, then the offline generator for whatever is still missing. Every candidate goes through the domain's
 * quality pipeline, against this batch and what the player has seen.
 */
@Injectable()
export class QuestionGenerationService {
  private readonly logger = new Logger('Questions');
  /** Options are shuffled and offline questions drawn with this: the domain takes randomness as an argument. */
  private readonly random: () => number = Math.random;
  private readonly offline: QuestionSource = new OfflineQuestionSource(this.random);
  private modelSetupHinted = false;

  constructor(
    @Inject(MODEL_QUESTION_SOURCE) private readonly model: ModelQuestionSource | null,
    private readonly pool: QuestionPoolRepository,
    @Optional() @Inject(METRICS) private readonly metrics?: QuestionMetrics,
  ) {}

  async generate(request: GenerationRequest): Promise<GenerationReport> {
    const topic = identifyTopic(request.topic);
    const run = new BatchRun(request, this.random);
    const report: GenerationReport = {
      topic,
      requested: request.count,
      delivered: 0,
      poolExhausted: false,
      modelFellShort: false,
      sourceFailed: false,
    };
    // A requested subtopic (a weak subtopic's round) comes from the pool, then from the sources; other subtopics
    // of the pool fill the batch only when neither has more of it.
    if (request.usePool) await this.counted(run, 'pool', () => this.fromPool(run, topic, true));
    if (this.model && run.missing > 0) {
      const before = run.delivered;
      const wanted = run.missing;
      try {
        await this.counted(run, 'model', () => this.fromModel(run, this.model!));
      } catch (error) {
        if (request.signal.aborted) throw error;
        report.sourceFailed = true;
        this.logger.warn(`Model source failed for a batch: ${String(error)}`);
      }
      report.modelFellShort = run.delivered - before < wanted;
    }
    if (run.missing > 0) {
      try {
        report.poolExhausted = await this.counted(run, 'offline', () => this.fromOffline(run));
      } catch (error) {
        if (!(error instanceof UnknownTopicError)) throw error;
        report.unknownTopicMessage = error.message;
        report.unknownTopicSuggestions = error.closestTopics;
        if (!this.model) this.hintAtModelSetup();
      }
    }
    if (request.usePool && request.subtopic && run.missing > 0) {
      await this.counted(run, 'pool', () => this.fromPool(run, topic, false));
    }
    report.delivered = run.delivered;
    return report;
  }

  /** Runs one source's part of the batch, reporting what it delivered or that it failed (not a refused topic). */
  private async counted<T>(run: BatchRun, source: QuestionSourceLabel, work: () => Promise<T>): Promise<T> {
    const before = run.delivered;
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof UnknownTopicError) && !run.request.signal.aborted) {
        this.metrics?.questionSourceFailed(source);
      }
      throw error;
    } finally {
      this.metrics?.questionsDelivered(source, run.delivered - before);
    }
  }

  /**
   * How to play any topic is the operator's business: it goes to the log (once per process, the first time a
   * player asks for a topic the offline generator lacks) and to /api/health, never to a player's screen.
   */
  private hintAtModelSetup(): void {
    if (this.modelSetupHinted) return;
    this.modelSetupHinted = true;
    this.logger.log(MODEL_SETUP_HINT);
  }

  private async fromPool(run: BatchRun, topic: TopicIdentity, onlySubtopic: boolean): Promise<void> {
    const pooled = await this.pool.take({
      topicKey: topic.key,
      difficulty: run.request.difficulty,
      subtopic: run.request.subtopic,
      onlySubtopic,
      excludeIds: run.request.seen.ids,
      limit: run.missing * 2,
    });
    for (const question of pooled) {
      if (run.missing === 0) break;
      await run.offer(question, question.source);
    }
  }

  private async fromModel(run: BatchRun, model: ModelQuestionSource): Promise<void> {
    const signal = AbortSignal.any([run.request.signal, AbortSignal.timeout(MODEL_BUDGET_MS)]);
    for (let round = 0; round < MODEL_ROUNDS && run.missing > 0; round++) {
      let produced = 0;
      const candidates = model.generate(run.sourceRequest(MAX_AVOID_FOR_MODEL), signal);
      for await (const candidate of candidates) {
        produced++;
        await run.offer(candidate, candidate.source, async (reviewed) =>
          independentCheck(reviewed, await model.answer(reviewed, signal).catch(() => null)),
        );
        if (run.missing === 0) break;
      }
      if (produced === 0) break;
    }
  }

  /**
   * Draws until the batch is full or the topic has nothing more this player has not seen (then returns true).
   * Every text drawn joins the batch's avoid list, so no draw repeats one and the source runs dry in the end:
   * a batch comes back short only when the topic is exhausted for this player, never because draws were
   * unlucky (a player 40 questions into capitals used to get short and even empty batches that way).
   */
  private async fromOffline(run: BatchRun): Promise<boolean> {
    const drawn = new Set<string>();
    for (let draw = 0; run.missing > 0; draw++) {
      const asked = draw === 0 ? run.missing : run.missing * OFFLINE_OVERSAMPLING;
      let produced = 0;
      let fresh = 0;
      const request = { ...run.sourceRequest(), count: asked };
      for await (const candidate of this.offline.generate(request, run.request.signal)) {
        produced++;
        const text = normalizeQuestionText(candidate.question);
        if (!drawn.has(text)) fresh++;
        drawn.add(text);
        await run.offer(candidate, candidate.source);
        if (run.missing === 0) return false;
      }
      if (produced < asked) return true;
      // A source ignoring the avoid list would keep this loop going for ever: stop, without claiming exhaustion.
      if (fresh === 0) return false;
    }
    return false;
  }
}
