import { APIError, APIConnectionError } from 'openai';
import {
  classifyModelFailure,
  ModelRefusalError,
  ModelTimeoutError,
  refusesJsonSchema,
} from './model-failure.js';
import { MalformedModelOutputError } from './question-stream-parser.js';

const now = Date.parse('2026-11-21T10:00:00Z');
/** An error as the openai client builds it from an HTTP error response (or, without a status, a stream's error event). */
function apiError(
  status: number | undefined,
  message: string,
  headers: Record<string, string> = {},
  param?: string,
) {
  const error = { message, type: 'invalid_request_error', code: null, param: param ?? null };
  return status === undefined
    ? new APIError(undefined, error, undefined, new Headers(headers))
    : APIError.generate(status, { error }, undefined, new Headers(headers));
}

describe('classifyModelFailure', () => {
  it.each([
    [
      'a 429',
      apiError(429, 'slow down', { 'retry-after': '3' }),
      { retry: true, retryable: true, retryAfterMs: 3000 },
    ],
    ['a 503', apiError(503, 'overloaded'), { retry: true, retryable: true, retryAfterMs: undefined }],
    ['an error event inside a stream', apiError(undefined, 'boom'), { retry: true, retryable: true }],
    ['a 401', apiError(401, 'bad key'), { retry: false, retryable: false }],
    ['a 408', apiError(408, 'timeout'), { retry: false, retryable: false }],
    ['a 409', apiError(409, 'conflict'), { retry: false, retryable: false }],
    [
      'a refused connection',
      new APIConnectionError({ message: 'ECONNREFUSED' }),
      { retry: true, retryable: true },
    ],
    ['our deadline', new ModelTimeoutError(1000), { retry: false, retryable: true }],
    ['a refusal', new ModelRefusalError('I cannot help with that'), { retry: false, retryable: false }],
    ['malformed output', new MalformedModelOutputError('broken'), { retry: true, retryable: true }],
    ['an event that is not JSON', new SyntaxError('Unexpected token'), { retry: true, retryable: true }],
    [
      'a cut connection',
      Object.assign(new TypeError('terminated'), { cause: 'other side closed' }),
      { retry: true },
    ],
    ['anything else', new RangeError('bug'), { retry: false, retryable: false }],
  ])('sorts %s', (_case, error, expected) => {
    expect(classifyModelFailure(error, now)).toMatchObject(expected);
  });
});

describe('refusesJsonSchema', () => {
  it('recognises a 400 or 422 about response_format, and nothing else', () => {
    expect(refusesJsonSchema(apiError(400, "Unsupported response_format type 'json_schema'"))).toBe(true);
    expect(refusesJsonSchema(apiError(422, 'invalid value', {}, 'response_format'))).toBe(true);
    expect(refusesJsonSchema(apiError(400, 'messages too long'))).toBe(false);
    expect(refusesJsonSchema(apiError(500, 'response_format broke us'))).toBe(false);
    expect(refusesJsonSchema(new Error('response_format'))).toBe(false);
  });
});
