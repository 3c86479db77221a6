import type { INestApplication } from '@nestjs/common';
import type { AccessLevel } from '@quiz/domain';
import type { ZodType } from 'zod';
import { AUTH } from '../infra/tokens.js';
import { declaredRoutes } from './access.js';

/** One route the app answers, with the zod schemas its input is checked against, where it has them. */
export interface RouteContract {
  method: string;
  /** With `:name` for path parameters. */
  path: string;
  /** Who may call it; better-auth's routes are open to anyone. */
  allowed: AccessLevel[];
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  owner: 'api' | 'better-auth';
}

/**
 * Every route of the app, found at runtime: Nest's routes with the schemas their `ZodValidationPipe`s hold,
 * and, in place of Nest's catch-all for better-auth, each better-auth endpoint with its own zod schemas.
 */
export function routeContracts(app: INestApplication): RouteContract[] {
  const routes: RouteContract[] = [];
  for (const route of declaredRoutes(app)) {
    if (route.path === '/api/auth/*') continue;
    const contract: RouteContract = {
      method: route.method,
      path: route.path,
      allowed: route.allowed ?? [],
      owner: 'api',
      // The schemas its `ZodValidationPipe`s hold, as the route catalogue reads them.
      ...(route.body && { body: route.body }),
      ...(route.query && { query: route.query }),
      ...(route.params && { params: route.params }),
    };
    routes.push(contract);
  }
  return [...routes, ...betterAuthRoutes(app)];
}

interface BetterAuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: ZodType; query?: ZodType };
}

function betterAuthRoutes(app: INestApplication): RouteContract[] {
  const { api } = app.get(AUTH) as { api: Record<string, BetterAuthEndpoint> };
  return Object.values(api).flatMap((endpoint) => {
    // Endpoints without a path can only be called from the server.
    if (!endpoint.path || !endpoint.options) return [];
    const methods = [endpoint.options.method ?? 'GET'].flat();
    return methods.map((method) => ({
      method: method === '*' ? 'POST' : method,
      path: `/api/auth${endpoint.path}`,
      allowed: ['anonymous'] as AccessLevel[],
      body: endpoint.options?.body,
      query: endpoint.options?.query,
      owner: 'better-auth' as const,
    }));
  });
}
