import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { MalformedModelOutputError } from './question-stream-parser.js';
import { retryAfterMs } from './retry-policy.js';

/** The model took longer than OPENAI_TIMEOUT_MS for one request. */
export class ModelTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the model did not finish within ${timeoutMs} ms`);
    this.name = 'ModelTimeoutError';
  }
}

/** The model declined to answer (OpenAI's structured-output refusal): asking again gets the same. */
export class ModelRefusalError extends Error {
  constructor(refusal: string) {
    super(`the model refused: ${refusal.slice(0, 200)}`);
    this.name = 'ModelRefusalError';
  }
}

/**
 * One failed attempt, sorted: `retry` says whether another attempt may succeed (429, 5xx, a dropped
 * connection, unusable output); `retryable` whether the caller may try again later, once ours are spent.
 */
export interface ModelFailure {
  message: string;
  retry: boolean;
  retryable: boolean;
  retryAfterMs?: number;
  cause: unknown;
}

export function classifyModelFailure(error: unknown, now: number): ModelFailure {
  if (error instanceof ModelTimeoutError || error instanceof APIConnectionTimeoutError) {
    // The whole time allowance is gone: another attempt would keep the player waiting as long again.
    return { message: error.message, retry: false, retryable: true, cause: error };
  }
  if (error instanceof ModelRefusalError) {
    return { message: error.message, retry: false, retryable: false, cause: error };
  }
  if (error instanceof MalformedModelOutputError) {
    return { message: error.message, retry: true, retryable: true, cause: error };
  }
  if (error instanceof APIUserAbortError) {
    return { message: 'the request was aborted', retry: false, retryable: true, cause: error };
  }
  if (error instanceof APIConnectionError) {
    return {
      message: `cannot reach the model: ${error.message}`,
      retry: true,
      retryable: true,
      cause: error,
    };
  }
  if (error instanceof APIError) {
    const status = error.status;
    // No status: the server reported an error inside an already started stream.
    if (status === undefined || status === 429 || status >= 500) {
      return {
        message: `the model server answered ${status ?? 'an error mid-stream'}: ${error.message}`,
        retry: true,
        retryable: true,
        retryAfterMs: retryAfterMs(error.headers, now),
        cause: error,
      };
    }
    return {
      message: `the model server refused the request (${status}): ${error.message}`,
      retry: false,
      retryable: false,
      cause: error,
    };
  }
  if (isConnectionCut(error)) {
    return {
      message: `the connection to the model dropped: ${String(error.cause ?? error.message)}`,
      retry: true,
      retryable: true,
      cause: error,
    };
  }
  if (error instanceof Error && error.name === 'SyntaxError') {
    // A server-sent event whose data is not JSON: the stream itself is broken.
    return {
      message: `the model's stream is malformed: ${error.message}`,
      retry: true,
      retryable: true,
      cause: error,
    };
  }
  return {
    message: `unexpected failure talking to the model: ${error instanceof Error ? error.message : String(error)}`,
    retry: false,
    retryable: false,
    cause: error,
  };
}

/**
 * Whether a 400/422 is the server saying it does not take `response_format: json_schema` (older llama.cpp
 * and Ollama builds, some proxies), rather than anything else being wrong with the request.
 */
export function refusesJsonSchema(error: unknown): boolean {
  if (!(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) return false;
  const said = `${error.param ?? ''} ${error.message}`;
  return /response_format|json_schema/i.test(said);
}

/**
 * Node's fetch reports a connection cut mid-body as TypeError('terminated'), which the openai client passes
 * through unmapped. Checked by shape: that TypeError may come from another realm than ours.
 */
function isConnectionCut(error: unknown): error is { message: string; cause?: unknown } {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'TypeError' && (message === 'terminated' || message === 'fetch failed');
}
