import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from '@quiz/contracts';

/**
 * A Fastify `preValidation` hook for every route, Nest's and better-auth's alike: a decoded path parameter,
 * query or body holding text PostgreSQL cannot store is refused with 400 before any handler or query sees it
 * (ADR 0125). Schemas then need no rule of their own for it, and no route can forget one.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value);
    if (path === null) continue;
    const where = path ? `${part}.${path}` : part;
    throw new BadRequestException({
      code: 'VALIDATION_FAILED',
      message: `${where} ${UNSTORABLE_TEXT_MESSAGE}.`,
      issues: [{ path: where, message: UNSTORABLE_TEXT_MESSAGE }],
    });
  }
}
