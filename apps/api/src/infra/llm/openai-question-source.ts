import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import {
  QuestionSourceError,
  type CandidateQuestion,
  type QuestionAnswerer,
  type QuestionRequest,
  type QuestionSource,
} from '../../modules/questions/providers/question-source.port.js';
import { parseAnswerLetter, toCandidate } from './model-candidate.js';
import {
  classifyModelFailure,
  ModelRefusalError,
  ModelTimeoutError,
  refusesJsonSchema,
  type ModelFailure,
} from './model-failure.js';
import {
  ANSWER_JSON_SCHEMA,
  ANSWERER_INSTRUCTIONS,
  answererData,
  QUESTION_WRITER_INSTRUCTIONS,
  QUESTIONS_JSON_SCHEMA,
  questionWriterData,
} from './model-prompts.js';
import type { AppConfig } from '../../config/app-config.js';
import { MalformedModelOutputError, QuestionStreamParser } from './question-stream-parser.js';
import { backoffDelayMs, DEFAULT_RETRY_BACKOFF, sleep, type RetryPolicy } from './retry-policy.js';

type ModelSettings = AppConfig['openai'];

/** The model settings of the configuration (baseUrl unset means OpenAI itself), plus what tests replace. */
export interface OpenAiQuestionSourceOptions extends ModelSettings {
  /** Tests shorten the waits or watch them; production uses DEFAULT_RETRY_BACKOFF. */
  backoff?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  logger?: Pick<Logger, 'warn'>;
}

type ResponseFormat = NonNullable<ChatCompletionCreateParamsBase['response_format']>;
type JsonSchemaFormat = typeof QUESTIONS_JSON_SCHEMA | typeof ANSWER_JSON_SCHEMA;
type Letter = 'A' | 'B' | 'C' | 'D';

/** Local servers ignore the key, but the openai client insists on having one. */
const KEYLESS_PLACEHOLDER = 'no-key-needed';
/** Picking a letter needs a few tokens; the margin is for servers that wrap the JSON in prose. */
const ANSWER_TOKEN_BUDGET = 256;

/**
 * Questions from OpenAI or any OpenAI-compatible server (vLLM, Ollama, llama.cpp, LM Studio), streamed:
 * each question is handed on as soon as its JSON object is complete in the token stream.
 * See docs/decisions/0060-0063 for the wire choices (structured output, retries, timeouts, streaming).
 */
export class OpenAiQuestionSource implements QuestionSource, QuestionAnswerer {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private readonly logger: Pick<Logger, 'warn'>;
  /** OpenAI's reasoning models refuse `max_tokens`; compatible servers know only `max_tokens` or both. */
  private readonly budgetParameter: 'max_tokens' | 'max_completion_tokens';
  /** Starts as json_schema and drops to json_object, for good, the first time the server refuses it. */
  private responseFormat: 'json_schema' | 'json_object' = 'json_schema';

  constructor(private readonly options: OpenAiQuestionSourceOptions) {
    this.name = `model:${options.model}`;
    this.client = new OpenAI({
      apiKey: options.apiKey ?? KEYLESS_PLACEHOLDER,
      baseURL: options.baseUrl,
      // Our own deadline (startDeadline) is the one that counts; the client's is only a backstop.
      timeout: options.timeoutMs + 1000,
      maxRetries: 0,
      logLevel: 'off',
    });
    this.retry = { maxRetries: options.maxRetries, ...DEFAULT_RETRY_BACKOFF, ...options.backoff };
    this.sleep = options.sleep ?? sleep;
    this.random = options.random ?? Math.random;
    this.logger = options.logger ?? new Logger('ModelQuestionSource');
    this.budgetParameter = options.baseUrl ? 'max_tokens' : 'max_completion_tokens';
  }

  async *generate(request: QuestionRequest, signal: AbortSignal): AsyncIterable<CandidateQuestion> {
    const wanted = Math.max(0, Math.floor(request.count));
    const produced: string[] = [];
    const seen = new Set<string>();
    for (let retryIndex = 0; produced.length < wanted; retryIndex += 1) {
      // Each attempt asks only for what is still missing, and not for what it already gave.
      const remaining = wanted - produced.length;
      const attemptRequest = { ...request, count: remaining, avoid: [...request.avoid, ...produced] };
      let failure: ModelFailure;
      try {
        for await (const candidate of this.attempt(attemptRequest, signal)) {
          const key = candidate.question.toLowerCase().replace(/\s+/g, ' ');
          if (seen.has(key)) continue;
          seen.add(key);
          produced.push(candidate.question);
          yield candidate;
          if (produced.length >= wanted) return;
        }
        failure = {
          message: `the model wrote ${wanted - produced.length} usable question(s) fewer than the ${wanted} asked`,
          retry: true,
          retryable: true,
          cause: undefined,
        };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        failure = classifyModelFailure(error, Date.now());
      }
      await this.waitBeforeRetry(failure, retryIndex, signal);
    }
  }

  async answer(
    question: { question: string; options: readonly [string, string, string, string] },
    signal: AbortSignal,
  ): Promise<Letter | null> {
    const messages = [
      { role: 'system' as const, content: ANSWERER_INSTRUCTIONS },
      { role: 'user' as const, content: answererData(question) },
    ];
    for (let retryIndex = 0; ; retryIndex += 1) {
      let failure: ModelFailure;
      try {
        const content = await this.withDeadline(signal, async (attemptSignal) => {
          const completion = await this.withResponseFormat(ANSWER_JSON_SCHEMA, (response_format) =>
            this.client.chat.completions.create(
              {
                model: this.options.model,
                messages,
                temperature: 0,
                [this.budgetParameter]: Math.min(ANSWER_TOKEN_BUDGET, this.options.maxOutputTokens),
                response_format,
                stream: false,
              },
              { signal: attemptSignal },
            ),
          );
          return completion.choices[0]?.message.content;
        });
        return parseAnswerLetter(content);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        failure = classifyModelFailure(error, Date.now());
      }
      await this.waitBeforeRetry(failure, retryIndex, signal);
    }
  }

  /** For /api/health: the server answers its model list. */
  async ping(signal: AbortSignal): Promise<void> {
    await this.client.models.list({ signal });
  }

  private async *attempt(request: QuestionRequest, signal: AbortSignal): AsyncGenerator<CandidateQuestion> {
    const body = {
      model: this.options.model,
      messages: [
        { role: 'system' as const, content: QUESTION_WRITER_INSTRUCTIONS },
        { role: 'user' as const, content: questionWriterData(request) },
      ],
      [this.budgetParameter]: this.options.maxOutputTokens,
    };
    const parser = new QuestionStreamParser();
    const candidates = (elements: unknown[]) =>
      elements
        .map((element) => toCandidate(element, request, this.name))
        .filter((candidate): candidate is CandidateQuestion => candidate !== null);
    const { deadline, attemptSignal, finish } = this.startDeadline(signal);
    try {
      let finishReason: string | null = null;
      if (this.options.stream) {
        const stream = await this.withResponseFormat(QUESTIONS_JSON_SCHEMA, (response_format) =>
          this.client.chat.completions.create(
            { ...body, response_format, stream: true },
            { signal: attemptSignal },
          ),
        );
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          if (!choice) continue;
          if (choice.delta.refusal) throw new ModelRefusalError(choice.delta.refusal);
          if (choice.delta.content) yield* candidates(parser.push(choice.delta.content));
          finishReason = choice.finish_reason ?? finishReason;
        }
        // The client ends a stream quietly when its signal aborts: that is our deadline or the caller.
        if (attemptSignal.aborted) throw attemptSignal.reason;
      } else {
        const completion = await this.withResponseFormat(QUESTIONS_JSON_SCHEMA, (response_format) =>
          this.client.chat.completions.create(
            { ...body, response_format, stream: false },
            { signal: attemptSignal },
          ),
        );
        const choice = completion.choices[0];
        if (choice?.message.refusal) throw new ModelRefusalError(choice.message.refusal);
        yield* candidates(parser.push(choice?.message.content ?? ''));
        finishReason = choice?.finish_reason ?? null;
      }
      if (finishReason === 'length') {
        throw new MalformedModelOutputError(
          `the reply was cut off at the output budget of ${this.options.maxOutputTokens} tokens`,
        );
      }
      yield* candidates(parser.end());
    } catch (error) {
      throw deadline.signal.aborted && !signal.aborted ? deadline.signal.reason : error;
    } finally {
      // Also stops a stream the consumer no longer reads: no tokens are paid for past `count`.
      finish();
    }
  }

  private async withDeadline<T>(signal: AbortSignal, work: (attemptSignal: AbortSignal) => Promise<T>) {
    const { deadline, attemptSignal, finish } = this.startDeadline(signal);
    try {
      return await work(attemptSignal);
    } catch (error) {
      throw deadline.signal.aborted && !signal.aborted ? deadline.signal.reason : error;
    } finally {
      finish();
    }
  }

  /**
   * One request's deadline covers the whole stream. The client's own timeout stops at the response headers,
   * which for a stream is the first token.
   */
  private startDeadline(signal: AbortSignal) {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new ModelTimeoutError(this.options.timeoutMs)),
      this.options.timeoutMs,
    );
    const attemptSignal = AbortSignal.any([signal, deadline.signal]);
    const finish = () => {
      clearTimeout(timer);
      if (!deadline.signal.aborted) deadline.abort(new Error('request finished'));
    };
    return { deadline, attemptSignal, finish };
  }

  private async withResponseFormat<T>(
    schema: JsonSchemaFormat,
    send: (format: ResponseFormat) => Promise<T>,
  ): Promise<T> {
    if (this.responseFormat === 'json_object') return send({ type: 'json_object' });
    try {
      return await send({ type: 'json_schema', json_schema: schema as unknown as ResponseFormatJsonSchema });
    } catch (error) {
      if (!refusesJsonSchema(error)) throw error;
      this.responseFormat = 'json_object';
      this.logger.warn(
        `The model server refused response_format json_schema; using json_object from now on (${(error as Error).message})`,
      );
      return send({ type: 'json_object' });
    }
  }

  /** Throws the source's error when this failure ends the work; otherwise waits as the policy says. */
  private async waitBeforeRetry(failure: ModelFailure, retryIndex: number, signal: AbortSignal) {
    const attempts = retryIndex + 1;
    const spent = `${failure.message} (${attempts} attempt${attempts === 1 ? '' : 's'})`;
    if (!failure.retry || retryIndex >= this.retry.maxRetries) {
      throw new QuestionSourceError(spent, failure.retryable, { cause: failure.cause });
    }
    const wait = failure.retryAfterMs ?? backoffDelayMs(retryIndex, this.retry, this.random);
    if (wait > this.retry.maxRetryAfterMs) {
      throw new QuestionSourceError(`${spent}; the server asks to wait ${wait} ms`, true, {
        cause: failure.cause,
      });
    }
    this.logger.warn(`${failure.message}; retrying in ${wait} ms`);
    await this.sleep(wait, signal).catch((error: unknown) => {
      throw signal.aborted ? signal.reason : error;
    });
  }
}

type ResponseFormatJsonSchema = Extract<ResponseFormat, { type: 'json_schema' }>['json_schema'];
