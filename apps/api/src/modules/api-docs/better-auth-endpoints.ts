import type { ZodType } from 'zod';

/** One endpoint better-auth serves under /api/auth, with the zod schemas it checks its input against. */
export interface BetterAuthEndpoint {
  method: string;
  /** Under /api/auth, with `:name` for path parameters. */
  path: string;
  body?: ZodType;
  query?: ZodType;
  /** better-auth's own OpenAPI description of the endpoint (its summary and responses), where it has one. */
  openapi?: {
    operationId?: string;
    summary?: string;
    description?: string;
    responses?: Record<string, unknown>;
  };
}

interface EndpointShape {
  path?: string;
  options?: {
    method?: string | string[];
    body?: ZodType;
    query?: ZodType;
    metadata?: { SERVER_ONLY?: boolean; openapi?: BetterAuthEndpoint['openapi'] };
  };
}

interface AuthShape {
  api: Record<string, EndpointShape>;
  options: { disabledPaths?: string[] };
}

/**
 * The endpoints better-auth's router answers, read from the configured instance: its plugins' endpoints
 * included, server-only and disabled ones (`disabledPaths`) left out, as its router leaves them out.
 */
export function betterAuthEndpoints(auth: unknown): BetterAuthEndpoint[] {
  const { api, options } = auth as AuthShape;
  const disabled = new Set(options.disabledPaths ?? []);
  return Object.values(api).flatMap((endpoint) => {
    const { path, options: endpointOptions } = endpoint;
    if (!path || !endpointOptions || endpointOptions.metadata?.SERVER_ONLY || disabled.has(path)) return [];
    return [endpointOptions.method ?? 'GET'].flat().map((method) => ({
      // `*` accepts any method; POST is how its clients call it.
      method: method === '*' ? 'POST' : method,
      path: `/api/auth${path}`,
      body: endpointOptions.body,
      query: endpointOptions.query,
      openapi: endpointOptions.metadata?.openapi,
    }));
  });
}
