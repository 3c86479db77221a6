import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@quiz/contracts';
import type { AppMetrics } from './app-metrics.js';

export const METRICS_PATH = '/metrics';
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A request made on this machine itself: from a loopback address and through no proxy. A reverse proxy on the
 * same host also connects from loopback, so a forwarding header (whether or not QUIZ_TRUST_PROXY believes it)
 * means the request came from elsewhere.
 */
export function isFromThisMachine(request: MetricsRequest): boolean {
  const peer = request.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** What the access rule looks at: the socket's peer address and the request's headers. */
export interface MetricsRequest {
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** Served, no such route (no token configured: nobody off this machine may), or a missing or wrong token. */
export function metricsAccess(request: MetricsRequest, token: string | undefined): 200 | 401 | 404 {
  if (isFromThisMachine(request)) return 200;
  if (!token) return 404;
  const authorization = request.headers.authorization;
  return typeof authorization === 'string' && bearerMatches(authorization, token) ? 200 : 401;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string, token: string): boolean {
  if (!header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, outside the /api prefix where scrapers look for it (ADR 0163).
 * Open from this machine; from elsewhere only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise),
 * and not there at all (404) when no token is configured.
 */
export function serveMetrics(fastify: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.httpAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  fastify.get(METRICS_PATH, async (request, reply) => {
    const access = metricsAccess(
      { remoteAddress: request.raw.socket.remoteAddress, headers: request.headers },
      token,
    );
    if (access === 404) {
      const body: ApiError = {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No route for GET ${METRICS_PATH}`,
      };
      return reply.code(404).send(body);
    }
    if (access === 401) {
      const body: ApiError = {
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Metrics from outside this machine need the METRICS_TOKEN as a Bearer token.',
      };
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(body);
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
