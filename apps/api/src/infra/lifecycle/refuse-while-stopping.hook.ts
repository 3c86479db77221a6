import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@quiz/contracts';
import type { ShutdownSignal } from './shutdown-signal.js';

/**
 * A Fastify `onSend` hook: an answer written once the app stops tells the client not to reuse the connection,
 * so its next request opens a new one (refused) instead of racing the server's close of an idle one.
 */
export function closeConnectionsWhileStopping(shutdown: ShutdownSignal) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (shutdown.begun) void reply.header('connection', 'close');
    return payload;
  };
}

/**
 * A Fastify `onRequest` hook: once the app stops, a new request is refused before any handler runs, so it
 * changes nothing, and its connection is closed, so the client's next try goes to another node (ADR 0166).
 * Requests already past this hook finish and are answered.
 */
export function refuseWhileStopping(shutdown: ShutdownSignal) {
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!shutdown.begun) return;
    const refusal: ApiError = {
      statusCode: 503,
      code: 'SHUTTING_DOWN',
      message: 'This server is restarting. Try again in a moment.',
    };
    await reply.code(503).header('connection', 'close').header('retry-after', '1').send(refusal);
  };
}
