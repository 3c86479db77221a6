import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestWithPrincipal } from '../../modules/access/http/principal.js';

/**
 * The request a log line is written for, so that every line written while serving it (by any Nest `Logger`)
 * carries its request id and, once the access guard has resolved the caller, the user id.
 */
const current = new AsyncLocalStorage<() => RequestLogFields>();

export interface RequestLogFields {
  requestId: string;
  userId?: string;
  guestId?: string;
}

export function requestLogFields(request: FastifyRequest): RequestLogFields {
  const principal = (request as RequestWithPrincipal).principal;
  if (principal?.kind === 'user') return { requestId: request.id, userId: principal.user.id };
  if (principal?.kind === 'guest') return { requestId: request.id, guestId: principal.guest.guestId };
  return { requestId: request.id };
}

/** The fields of the request being served, if any: read on every log line, so it only looks things up. */
export function currentRequestLogFields(): RequestLogFields | undefined {
  return current.getStore()?.();
}

/**
 * Runs `work` as part of a request whose lines carry `fields`. The fields go to the log sink (pino's mixin),
 * not into the messages, so a sink that is not ours (a test's LoggerService) never sees them.
 */
export function inRequestLogContext<T>(fields: () => RequestLogFields, work: () => T): T {
  return current.run(fields, work);
}

/**
 * Enters the request's context at its first hook and again before validation: Fastify parses the body in
 * stream callbacks, which run outside the context entered before them (as @fastify/request-context notes).
 */
export function trackRequestContext(fastify: FastifyInstance): void {
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) =>
    current.run(() => requestLogFields(request), done);
  fastify.addHook('onRequest', enter);
  fastify.addHook('preValidation', enter);
}
