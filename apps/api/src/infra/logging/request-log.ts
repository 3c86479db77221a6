import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { inRequestLogContext, requestLogFields } from './request-context.js';

/**
 * One `debug` line per answered request (LOG_LEVEL=debug or verbose to see them): the route pattern, never the
 * raw URL, which can carry ids and tokens. A refused request (4xx) names nobody, as ADR 0126 has it; 5xx are
 * logged by the exception filter at `error`.
 */
export function logAnsweredRequests(fastify: FastifyInstance): void {
  const logger = new Logger('Http');
  fastify.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const refused = status >= 400 && status < 500;
    const fields = () => (refused ? { requestId: request.id } : requestLogFields(request));
    inRequestLogContext(fields, () =>
      logger.debug({
        msg: 'request answered',
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status,
        ms: Math.round(reply.elapsedTime),
      }),
    );
  });
}
