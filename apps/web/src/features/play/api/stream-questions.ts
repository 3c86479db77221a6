import {
  apiErrorSchema,
  guestQuestionStreamMessageSchema,
  questionStreamMessageSchema,
  type IssuedQuestion,
  type GuestQuestion,
  type QuestionsRequest,
} from '@quiz/contracts';
import { ApiClientError, getStoredToken, reportUnauthorized } from '@/lib/api-client';

export interface QuestionProgress {
  ready: number;
  total: number;
}

/** The loading screen's line: "3 of 10 ready". */
export const formatQuestionProgress = ({ ready, total }: QuestionProgress) => `${ready} of ${total} ready`;

export interface StreamQuestionsOptions<Q> {
  /** `sessionId`: the quiz session a signed-in player's question was issued in (ADR 0073). */
  onQuestion?: (question: Q, progress: QuestionProgress, sessionId: string | null) => void;
  onProgress?: (progress: QuestionProgress) => void;
  signal?: AbortSignal;
  /** Overrides the stored account token: a guest sends the guest token, which lives under its own key. */
  token?: string | null;
}

export interface StreamedBatch<Q> {
  questions: Q[];
  error: string | null;
  partial: boolean;
  /** A kind word, not an error: the topic's questions now come round again (ADR 0173). */
  notice: string | null;
  sessionId: string | null;
  /** With an unknown topic's message: the closest topics the server can play (ADR 0170). */
  suggestedTopics: string[];
}

type RequestBody = Omit<QuestionsRequest, 'difficulty' | 'subtopic' | 'batchSize'> &
  Partial<QuestionsRequest>;

/** A signed-in player's batch: questions without keys, recorded by the server as issued. */
export const streamPlayerQuestions = (
  body: RequestBody,
  options: StreamQuestionsOptions<IssuedQuestion> = {},
) => streamQuestions('/api/questions/stream', questionStreamMessageSchema, body, options);

/** A guest's batch: each question with its key and explanation sealed (ADR 0130). */
export const streamGuestQuestions = (
  body: RequestBody,
  options: StreamQuestionsOptions<GuestQuestion> = {},
) => streamQuestions('/api/questions/guest/stream', guestQuestionStreamMessageSchema, body, options);

type StreamMessage<Q> =
  | { type: 'question'; question: Q; sessionId?: string }
  | { type: 'progress'; ready: number; total: number }
  | {
      type: 'done';
      error: string | null;
      partial: boolean;
      notice?: string | null;
      sessionId?: string | null;
      suggestedTopics?: string[];
    };

/**
 * POSTs to a streaming questions endpoint and reads its NDJSON lines as they arrive: each question is
 * handed to `onQuestion` at once, each progress line to `onProgress`, and the batch resolves at `done`.
 * Failures surface as ApiClientError, like the rest of the api client (status 0 for the network).
 */
async function streamQuestions<Q>(
  path: string,
  schema: { parse(data: unknown): StreamMessage<Q> },
  body: RequestBody,
  options: StreamQuestionsOptions<Q>,
): Promise<StreamedBatch<Q>> {
  const token = options.token === undefined ? getStoredToken() : options.token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'application/x-ndjson',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  reportUnauthorized(response.status, token);
  if (!response.ok || !response.body) throw await errorOf(response);

  const questions: Q[] = [];
  let progress: QuestionProgress = { ready: 0, total: body.batchSize ?? 0 };
  let finished: StreamedBatch<Q> | null = null;
  // Read to the end even after `done`: a response whose body is left unread is dropped by the browser when it is
  // collected, which logged every game start as an aborted request (issue 13).
  for await (const line of ndjsonLines(response.body)) {
    if (finished) continue;
    const message = schema.parse(JSON.parse(line));
    switch (message.type) {
      case 'question':
        questions.push(message.question);
        options.onQuestion?.(
          message.question,
          { ...progress, ready: questions.length },
          message.sessionId ?? null,
        );
        break;
      case 'progress':
        progress = { ready: message.ready, total: message.total };
        options.onProgress?.(progress);
        break;
      case 'done':
        finished = {
          questions,
          error: message.error,
          partial: message.partial,
          notice: message.notice ?? null,
          sessionId: message.sessionId ?? null,
          suggestedTopics: message.suggestedTopics ?? [],
        };
        break;
    }
  }
  if (finished) return finished;
  // The server always ends with `done`: a stream that stops before it was cut off.
  throw new ApiClientError(0, 'NETWORK_ERROR', 'The connection closed before all questions arrived.');
}

async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (line) yield line;
      }
    }
    if (buffer.trim()) yield buffer.trim();
  } finally {
    reader.releaseLock();
  }
}

async function errorOf(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status text says what there is to say.
  }
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiClientError(response.status, parsed.data.code, parsed.data.message)
    : new ApiClientError(
        response.status,
        `HTTP_${response.status}`,
        response.statusText || `HTTP ${response.status}`,
      );
}
