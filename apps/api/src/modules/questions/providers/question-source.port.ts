/** What a question source is asked for. The topic is user input: a source treats it as data, never as instructions. */
export interface QuestionRequest {
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  subtopic?: string;
  /** How many candidates to produce. */
  count: number;
  /** Question texts the player has already seen or that are already in this batch: produce different ones. */
  avoid: readonly string[];
}

/** A question as a source produced it, before the quality pipeline: the key is not yet resolved. */
export interface CandidateQuestion {
  question: string;
  /** As produced; the quality pipeline insists on exactly four distinct, non-empty options. */
  options: readonly string[];
  /** A letter A-D, a digit 1-4, 'Option X', or the answer text: the pipeline resolves it. */
  correct: string;
  explanation: string;
  subtopic: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  /** Where it came from, e.g. 'offline:countries' or 'model:gpt-4o-mini'. */
  source: string;
}

export interface QuestionSource {
  readonly name: string;
  /**
   * Yields candidates one by one as soon as each is ready, until `count` are produced or the source has no
   * more. Throws QuestionSourceError once its own retries are spent.
   */
  generate(request: QuestionRequest, signal: AbortSignal): AsyncIterable<CandidateQuestion>;
}

/** A source able to answer a question without its key: the independent check applied to model output. */
export interface QuestionAnswerer {
  /** The letter the answerer picks for these options in this order, or null when it gave no usable answer. */
  answer(
    question: { question: string; options: readonly [string, string, string, string] },
    signal: AbortSignal,
  ): Promise<'A' | 'B' | 'C' | 'D' | null>;
}

export class QuestionSourceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'QuestionSourceError';
  }
}
