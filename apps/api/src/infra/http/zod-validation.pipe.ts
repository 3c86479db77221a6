import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

/** Validates a body or query against its schema from libs/contracts; a 400 names every failing field. */
@Injectable()
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.') || '(body)',
      message:
        issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
    }));
    throw new BadRequestException({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
      issues,
    });
  }
}
