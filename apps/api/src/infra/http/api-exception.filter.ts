import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind } from '@quiz/domain';
import type { ApiError } from '@quiz/contracts';
import { CommandConflictError } from '../event-store/command-processor.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: 400,
  forbidden: 403,
  not_found: 404,
  illegal_state: 409,
  concurrency: 409,
};

/**
 * One place that turns failures into the api's error body. Domain errors keep their stable code; anything
 * unexpected becomes a 500 whose message says nothing about internals (the log has the details).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    // Rate limits say when to come back (RFC 9110 Retry-After).
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    if (exception instanceof CommandConflictError) this.logger.warn(exception.message);
    else if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    // A streamed reply that failed half-way cannot change its status: cutting it off tells the client it broke.
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    // Set again because the failed route may have chosen another type (text/csv), which Fastify would refuse
    // to serialise this body as, answering with its own internals instead.
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof DomainError) {
      return { statusCode: STATUS_BY_KIND[exception.kind], code: exception.code, message: exception.message };
    }
    if (exception instanceof CommandConflictError) {
      // Transient, not a refusal: 503 with Retry-After, which clients retry (ADR 0131).
      return {
        statusCode: 503,
        code: 'CONCURRENCY_BUSY',
        message: 'Too many changes at once. Try again in a moment.',
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && 'code' in response) {
        return { statusCode: status, ...(response as Omit<ApiError, 'statusCode'>) };
      }
      const message =
        typeof response === 'string'
          ? response
          : ((response as { message?: unknown }).message ?? exception.message);
      return {
        statusCode: status,
        code: codeForStatus(status),
        message: Array.isArray(message) ? message.join('; ') : String(message),
      };
    }
    return {
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}

export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'ERROR';
  }
}
