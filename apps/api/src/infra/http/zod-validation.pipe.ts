import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ApiError } from '@quiz/contracts';
import type { ZodError, ZodType } from 'zod';

/** The api's 400 for a value its schema refuses, naming every failing field. */
export function validationFailedBody(error: ZodError): ApiError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.') || '(body)',
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  return {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
    issues,
  };
}

/** Validates a body or query against its schema from libs/contracts; a 400 names every failing field. */
@Injectable()
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  /** Public so that tests can find each route's contract at runtime (the fuzz suite, ADR 0125). */
  constructor(readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    throw new BadRequestException(validationFailedBody(parsed.error));
  }
}
