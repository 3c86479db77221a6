import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may look like to be kept: a proxy's or client's UUID, ULID or similar token.
 * Anything else (too long, spaces, quotes, control or non-ASCII characters: room for log injection or for
 * blowing up log storage) is replaced by an id of our own.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_REQUEST_ID.test(value);
}

/** Fastify's `genReqId`: the caller's id when it is well formed (one header only), otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(incoming) ? incoming : randomUUID();
}

/** Every answer names its request, errors included, so a client's report can be found in the logs. */
export function answerWithRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
