import type { ArgumentsHost } from '@nestjs/common';
import { DomainError } from '@quiz/domain';
import { CommandConflictError } from '../event-store/command-processor.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

/** A Fastify reply that only records what the filter set on it. */
function replyRecorder() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    sent: false,
    raw: { headersSent: false, destroy: () => undefined },
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    status: (status: number) => ((sent.status = status), reply),
    type: () => reply,
    send: (body: unknown) => ((sent.body = body), reply),
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('the api exception filter: lost races and refusals (ADR 0131)', () => {
  it('given a command that lost every race, then it answers 503 CONCURRENCY_BUSY with Retry-After', () => {
    const { host, sent } = replyRecorder();
    new ApiExceptionFilter().catch(new CommandConflictError('quiz-1', 8), host);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('1');
    expect(sent.body).toMatchObject({ statusCode: 503, code: 'CONCURRENCY_BUSY' });
  });

  it('given a real refusal, then it stays a final 409 with its own code and no Retry-After', () => {
    const { host, sent } = replyRecorder();
    const refusal = new DomainError('illegal_state', 'QUIZ.ALREADY_ANSWERED', 'Already answered.');
    new ApiExceptionFilter().catch(refusal, host);
    expect(sent.status).toBe(409);
    expect(sent.headers).toEqual({});
    expect(sent.body).toMatchObject({ code: 'QUIZ.ALREADY_ANSWERED' });
  });
});
