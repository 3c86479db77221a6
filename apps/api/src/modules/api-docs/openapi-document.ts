import { apiErrorSchema } from '@quiz/contracts';
import type { AccessLevel } from '@quiz/domain';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { ZodType } from 'zod';
import { APP_VERSION } from '../../version.js';
import { METRICS_PATH } from '../../infra/metrics/metrics-route.js';
import type { BetterAuthEndpoint } from './better-auth-endpoints.js';
import type { CataloguedRoute } from './route-catalogue.js';

/** Nest's catch-all that hands /api/auth/* to better-auth: described endpoint by endpoint instead. */
export const BETTER_AUTH_CATCH_ALL = '/api/auth/*';

export const SESSION_TOKEN_SCHEME = 'sessionToken';
export const GUEST_TOKEN_SCHEME = 'guestToken';
export const METRICS_TOKEN_SCHEME = 'metricsToken';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The OpenAPI 3.1 document of every route the app maps, from the contracts the routes themselves use: the
 * schemas their validation pipes hold, the contract `@Responds` names, the levels `@AllowAccess` declares
 * (ADR 0160). Schemas are written by zod-openapi (zod 4's `z.toJSONSchema`, JSON Schema 2020-12).
 */
export function openApiDocument(routes: CataloguedRoute[], auth: BetterAuthEndpoint[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  const add = (method: string, path: string, operation: ZodOpenApiOperationObject) => {
    const item = (paths[openApiPath(path)] ??= {});
    item[method.toLowerCase() as Method] = operation;
  };
  const catchAll = routes.find((route) => route.path === BETTER_AUTH_CATCH_ALL);
  for (const route of routes) {
    if (route !== catchAll) add(route.method, route.path, apiOperation(route));
  }
  for (const endpoint of auth) {
    add(endpoint.method, endpoint.path, betterAuthOperation(endpoint, catchAll?.allowed ?? []));
  }
  // Fastify's own route, outside /api where scrapers look for it (ADR 0163).
  add('GET', METRICS_PATH, metricsOperation());
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Quizstorm api',
      version: APP_VERSION,
      description:
        'Generated at run time from the zod contracts in libs/contracts and the routes the api maps. ' +
        'Every error is `ApiError`. `x-access` lists who may call an operation (ADR 0021): `anonymous` ' +
        'admits everyone, `guest` guest tokens, `player` any signed-in account, `analyst`/`admin` accounts ' +
        'holding that role. The socket.io events are described at /api/asyncapi.json.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: { ApiError: apiErrorSchema },
      securitySchemes: {
        [SESSION_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token better-auth returns at sign-up and sign-in.',
        },
        [METRICS_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'METRICS_TOKEN, for scraping GET /metrics from another machine.',
        },
        [GUEST_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The guest token POST /api/verify-recaptcha returns after a passed bot check.',
        },
      },
    },
    paths,
  }) as oas31.OpenAPIObject;
}

function metricsOperation(): ZodOpenApiOperationObject {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: apiErrorSchema } },
  });
  return {
    operationId: 'metrics',
    tags: ['operations'],
    summary: "This api node's Prometheus metrics",
    description:
      'Open from the machine itself (a loopback peer with no forwarding header); from anywhere else only with ' +
      '`Authorization: Bearer <METRICS_TOKEN>`, and absent (404) when no token is configured (ADR 0163).',
    security: [{}, { [METRICS_TOKEN_SCHEME]: [] }],
    responses: {
      '200': {
        description: "Prometheus' text exposition format.",
        content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: { type: 'string' } } },
      },
      '401': error('From off this machine without the right METRICS_TOKEN.'),
      '404': error('From off this machine when no METRICS_TOKEN is configured.'),
      default: error('Any other error, in the api shape.'),
    },
  };
}

/** `/api/answers/user-answers/:uid` → `/api/answers/user-answers/{uid}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function apiOperation(route: CataloguedRoute): ZodOpenApiOperationObject {
  const response = route.response;
  return {
    operationId: route.route.replace(/HttpController\./, '.'),
    tags: [tagOf(route.path)],
    ...access(route.allowed ?? []),
    ...(route.query || route.params
      ? {
          requestParams: {
            ...(route.query && { query: route.query as ZodType<unknown, Record<string, unknown>> }),
            ...(route.params && { path: route.params as ZodType<unknown, Record<string, unknown>> }),
          },
        }
      : {}),
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: route.body } } },
    }),
    responses: {
      [String(route.successStatus)]: response
        ? {
            description: response.description,
            content: { [response.contentType]: { schema: response.schema ?? { type: 'string' } } },
          }
        : { description: 'Success (no response contract declared)' },
      ...errorResponses(route.allowed ?? [], route.body !== undefined),
    },
  };
}

function betterAuthOperation(
  endpoint: BetterAuthEndpoint,
  allowed: AccessLevel[],
): ZodOpenApiOperationObject {
  const pathParams = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const responses = inApiErrorShape(
    withoutForeignRefs(endpoint.openapi?.responses ?? {}) as Record<string, { description?: string }>,
  );
  const query = isObjectSchema(endpoint.query) ? endpoint.query : undefined;
  return {
    operationId: `auth.${endpoint.openapi?.operationId ?? endpoint.path.replace(/^\/api\/auth\//, '')}`,
    tags: ['auth'],
    ...(endpoint.openapi?.summary && { summary: endpoint.openapi.summary }),
    ...(endpoint.openapi?.description && { description: endpoint.openapi.description }),
    ...access(allowed),
    parameters: pathParams.map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    })),
    ...(query && { requestParams: { query } }),
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: endpoint.body } } },
    }),
    responses: {
      ...(Object.keys(responses).some((status) => status.startsWith('2'))
        ? responses
        : { '200': { description: 'Success (better-auth)' }, ...responses }),
      default: errorResponse(
        "Any error, in the api shape; `code` and `message` are better-auth's (ADR 0125).",
      ),
    },
  };
}

/** Who may call: `x-access` as declared, and the tokens that can carry such a caller. */
function access(allowed: AccessLevel[]): Pick<ZodOpenApiOperationObject, 'security' | 'description'> & {
  'x-access': AccessLevel[];
} {
  if (allowed.includes('anonymous')) return { 'x-access': allowed, security: [] };
  const roles = allowed.filter((level) => level === 'analyst' || level === 'admin');
  const security: oas31.SecurityRequirementObject[] = [];
  if (allowed.includes('player') || roles.length > 0) {
    // OpenAPI 3.1: for non-OAuth schemes the array names the roles required.
    security.push({ [SESSION_TOKEN_SCHEME]: allowed.includes('player') ? [] : roles });
  }
  if (allowed.includes('guest')) security.push({ [GUEST_TOKEN_SCHEME]: [] });
  return { 'x-access': allowed, security };
}

/** The errors any such route can answer, all in the one shape (ADR 0125); `default` covers the rest. */
function errorResponses(allowed: AccessLevel[], hasBody: boolean): ZodOpenApiResponsesObject {
  const open = allowed.includes('anonymous');
  return {
    '400': errorResponse('`VALIDATION_FAILED` (naming each field), `INVALID_CURSOR`, `JSON_TOO_DEEP`, …'),
    ...(!open && {
      '401': errorResponse('`UNAUTHENTICATED`: no token, or an expired, forged or revoked one.'),
    }),
    ...(!open && { '403': errorResponse('`FORBIDDEN`: the caller is not one of `x-access`.') }),
    ...(hasBody && { '413': errorResponse('The body is over 64 KB.') }),
    default: errorResponse('Any other error.'),
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

function tagOf(path: string): string {
  return path.split('/').filter(Boolean)[1] ?? 'api';
}

const isObjectSchema = (schema: ZodType | undefined): schema is ZodType<unknown, Record<string, unknown>> =>
  (schema as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type === 'object';

/** better-auth's errors reach clients in the api's shape (ADR 0125): its own error schemas give way to it. */
function inApiErrorShape(responses: Record<string, { description?: string }>): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) =>
      Number(status) >= 400 ? [status, errorResponse(response.description ?? 'Error')] : [status, response],
    ),
  ) as ZodOpenApiResponsesObject;
}

/** better-auth's fragments point at its own components (`User`, `Session`), which this document does not have. */
function withoutForeignRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutForeignRefs);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    return { type: 'object', description: `better-auth's ${record.$ref.split('/').pop()}` };
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, withoutForeignRefs(inner)]));
}
