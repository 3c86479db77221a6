import { createRequire } from 'node:module';
import { Reflector } from '@nestjs/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { roomClientEventSchemas, roomServerEventSchemas } from '@quiz/contracts';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z, type ZodType } from 'zod';
import { createSchema } from 'zod-openapi';
import type { LoggerService } from '@nestjs/common';
import { ALLOW_ACCESS } from '../../apps/api/src/modules/access/http/allow-access.decorator.js';
import {
  asyncApiSchema,
  clientMessageKey,
  serverMessageKey,
} from '../../apps/api/src/modules/api-docs/asyncapi-document.js';
import { DOCS_ASSETS } from '../../apps/api/src/modules/api-docs/http/docs-page.js';
import { declaredRoutes, type DeclaredRoute } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { postNdjson } from './support/ndjson.js';

type Json = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
  security?: Record<string, string[]>[];
  'x-access'?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * What the contract itself produces, rendered alone by the document's generator (zod-openapi over zod 4's
 * `z.toJSONSchema`, JSON Schema 2020-12): the document must hold exactly this at the route's place.
 */
const jsonSchemaOf = (schema: ZodType, io: 'input' | 'output'): Json =>
  createSchema(schema, { io, openapiVersion: '3.1.0' }).schema as Json;

/** Where the document disagrees with a route's contracts; empty when it describes the route exactly. */
function disagreements(document: Document, route: DeclaredRoute): string[] {
  const found: string[] = [];
  const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) return [`${route.method} ${route.path}: missing`];
  const where = `${route.method} ${route.path}`;
  const differs = (part: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      found.push(
        `${where} ${part}: document ${JSON.stringify(actual)} ≠ contract ${JSON.stringify(expected)}`,
      );
    }
  };
  if (route.body) {
    differs(
      'body',
      operation.requestBody?.content['application/json']?.schema,
      jsonSchemaOf(route.body, 'input'),
    );
  } else if (operation.requestBody) found.push(`${where}: a body the route does not take`);
  for (const [location, schema] of [
    ['query', route.query],
    ['path', route.params],
  ] as const) {
    const documented = (operation.parameters ?? []).filter((parameter) => parameter.in === location);
    if (!schema) {
      if (documented.length > 0 && location === 'query')
        found.push(`${where}: query parameters it does not take`);
      continue;
    }
    const json = jsonSchemaOf(schema, 'input') as { properties: Record<string, Json>; required?: string[] };
    differs(
      location,
      Object.fromEntries(
        documented.map((p) => [p.name, { schema: p.schema, required: p.required ?? false }]),
      ),
      Object.fromEntries(
        Object.entries(json.properties).map(([name, property]) => [
          name,
          { schema: property, required: location === 'path' || (json.required ?? []).includes(name) },
        ]),
      ),
    );
  }
  const success = operation.responses[String(route.successStatus)];
  if (!success) found.push(`${where}: no ${route.successStatus} response`);
  else if (route.response?.schema) {
    differs(
      'response',
      success.content?.[route.response.contentType]?.schema,
      jsonSchemaOf(route.response.schema, 'output'),
    );
  }
  return found;
}

/**
 * The routes Fastify itself maps (its router's own listing, not Nest's metadata): `METHOD /path`, without the
 * HEAD routes Fastify adds to GETs. Its listing shows a catch-all without its prefix; Nest's log names it.
 */
function fastifyRoutes(testApp: TestApp): string[] {
  const tree = testApp.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    if (path === '*') continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** What Nest logs as it registers each route with Fastify: `Mapped {/api/health, GET} route`. */
class MappedRoutes implements LoggerService {
  readonly routes: string[] = [];
  log(message: unknown) {
    const mapped = /^Mapped \{(.+), ([A-Z]+)\} route$/.exec(String(message));
    if (mapped) this.routes.push(`${mapped[2]} ${mapped[1]}`);
  }
  error(message: unknown, ...rest: unknown[]) {
    console.error(message, ...rest);
  }
  warn() {}
  debug() {}
  verbose() {}
}

describe('the api describes itself: /api/openapi.json, /api/asyncapi.json and /api/docs', () => {
  let testApp: TestApp;
  let document: Document;
  const nestLog = new MappedRoutes();

  beforeAll(async () => {
    testApp = await startTestApp('pglite', { logger: nestLog });
    const response = await testApp.http().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.body as Document;
  });
  afterAll(() => testApp.dispose());

  it('is a valid OpenAPI 3.1 document (the official schema, through a maintained validator)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as Json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route Fastify maps, and no route it does not map', async () => {
    const mapped = [...new Set([...fastifyRoutes(testApp), ...nestLog.routes])];
    expect(mapped).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/answers/user-answers/:uid', 'ALL /api/auth/*']),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing: string[] = [];
    for (const route of mapped) {
      const [method, path] = route.split(' ') as [string, string];
      if (path.endsWith('*')) {
        // A catch-all (better-auth's) is documented as the endpoints behind it.
        const prefix = path.slice(0, -1);
        if (!documented.some((entry) => entry.split(' ')[1]!.startsWith(prefix))) missing.push(route);
        continue;
      }
      if (!documented.includes(`${method} ${openApiPath(path)}`)) missing.push(route);
    }
    expect(missing).toEqual([]);
    const mappedPaths = new Set(mapped.map((route) => openApiPath(route.split(' ')[1]!)));
    const phantom = documented.filter((entry) => {
      const path = entry.split(' ')[1]!;
      return !mappedPaths.has(path) && !path.startsWith('/api/auth/');
    });
    expect(phantom).toEqual([]);
    // And Fastify answers each documented route of the api's own (not a 404 of its router).
    const fastify = testApp.app.getHttpAdapter().getInstance();
    const unrouted = documented.filter((entry) => {
      const [method, path] = entry.split(' ') as [string, string];
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      return !path.startsWith('/api/auth/') && !fastify.hasRoute({ method: method as 'GET', url });
    });
    expect(unrouted).toEqual([]);
  });

  it("documents better-auth's endpoints as the api answers them: none of them is a 404", async () => {
    const authOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/auth/') && !path.includes('{'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path })));
    expect(authOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'GET /api/auth/get-session',
      ]),
    );
    // better-auth closes /update-user (ADR 0092): closed endpoints are not documented.
    expect(document.paths['/api/auth/update-user']).toBeUndefined();
    const notFound: string[] = [];
    for (const { method, path } of authOperations) {
      const response = await (
        testApp.http() as unknown as Record<string, (url: string) => Promise<{ status: number }>>
      )[method]!(path);
      if (response.status === 404) notFound.push(`${method.toUpperCase()} ${path}`);
    }
    expect(notFound).toEqual([]);
  });

  it("describes each route's body, query, path parameters and response exactly as its contracts produce them", () => {
    const routes = declaredRoutes(testApp.app).filter((route) => !route.path.endsWith('*'));
    expect(routes.filter((route) => route.body || route.query || route.params).length).toBeGreaterThan(10);
    expect(routes.flatMap((route) => disagreements(document, route))).toEqual([]);
  });

  it('fails on a contract that drifted from the document', () => {
    const route = declaredRoutes(testApp.app).find((r) => r.path === '/api/user/accept-terms')!;
    expect(disagreements(document, route)).toEqual([]);
    const drifted = { ...route, body: (route.body as z.ZodObject).extend({ note: z.string() }) };
    expect(disagreements(document, drifted)).toHaveLength(1);
    const otherResponse = {
      ...route,
      response: { ...route.response!, schema: z.object({ version: z.string() }) },
    };
    expect(disagreements(document, otherResponse)).toHaveLength(1);
  });

  it('matches what the api answers: the status and body of live calls fit the documented success', async () => {
    const { token } = await signUp(testApp);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const mismatches: string[] = [];
    const success = (method: string, path: string) => {
      const responses = document.paths[path]![method]!.responses;
      const status = Object.keys(responses).find((code) => code.startsWith('2'))!;
      return { status: Number(status), content: responses[status]!.content! };
    };
    const calls: [method: 'get' | 'post' | 'patch', path: string, body?: object][] = [
      ['get', '/api/health'],
      ['get', '/api/public-config'],
      ['get', '/api/sign-in/providers'],
      ['get', '/api/streaks/leaderboard'],
      ['get', '/api/user/me'],
      ['patch', '/api/user/me', { displayName: 'Documented Player' }],
      ['post', '/api/user/accept-terms', { acceptedAt: new Date().toISOString(), version: 'v1' }],
      ['post', '/api/questions', { topic: 'Science', batchSize: 2 }],
      ['get', '/api/answers/user-answers'],
    ];
    for (const [method, path, body] of calls) {
      const response = await testApp.http()[method](path).set('authorization', `Bearer ${token}`).send(body);
      const documented = success(method, path);
      if (response.status !== documented.status) mismatches.push(`${method} ${path}: ${response.status}`);
      const validate = ajv.compile(documented.content['application/json']!.schema!);
      if (!validate(response.body)) mismatches.push(`${method} ${path}: ${ajv.errorsText(validate.errors)}`);
    }
    const stream = await postNdjson(
      testApp,
      '/api/questions/stream',
      { topic: 'History', batchSize: 2 },
      token,
    );
    const documented = success('post', '/api/questions/stream');
    expect(stream.status).toBe(documented.status);
    const [mediaType, { schema }] = Object.entries(documented.content)[0]!;
    expect(stream.contentType.split(';')[0]).toBe(mediaType);
    const validateLine = ajv.compile(schema!);
    expect(stream.lines.length).toBeGreaterThan(2);
    for (const { message } of stream.lines) {
      if (!validateLine(message)) mismatches.push(`stream line: ${ajv.errorsText(validateLine.errors)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('declares what every route answers on success, in a described media type', () => {
    const undeclared = declaredRoutes(testApp.app)
      .filter((route) => !route.path.endsWith('*'))
      .filter((route) => !route.response)
      .map((route) => route.route);
    expect(undeclared).toEqual([]);
  });

  it("gives each route's callers exactly as the access guard reads them from @AllowAccess", () => {
    const reflector = testApp.app.get(Reflector);
    const wrong: string[] = [];
    const catchAll = declaredRoutes(testApp.app).find((route) => route.path === '/api/auth/*')!;
    for (const route of declaredRoutes(testApp.app)) {
      const handler = (route.controller.prototype as Record<string, () => unknown>)[route.handler]!;
      // What AccessGuard asks: the handler's declaration, else the controller's.
      const declared = reflector.getAllAndOverride<string[]>(ALLOW_ACCESS, [handler, route.controller]);
      const operations = route.path.endsWith('*')
        ? Object.entries(document.paths)
            .filter(([path]) => path.startsWith('/api/auth/'))
            .flatMap(([, item]) => Object.values(item))
        : [document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!];
      for (const operation of operations) {
        if (JSON.stringify(operation['x-access']) !== JSON.stringify(declared)) {
          wrong.push(
            `${route.route}: ${JSON.stringify(operation['x-access'])} ≠ ${JSON.stringify(declared)}`,
          );
        }
        const open = declared.includes('anonymous');
        // Open routes need no token; the others name the token that can carry an allowed caller.
        if (open !== (operation.security?.length === 0))
          wrong.push(`${route.route}: security ${JSON.stringify(operation.security)}`);
        if (
          !open &&
          declared.includes('guest') !== JSON.stringify(operation.security).includes('guestToken')
        ) {
          wrong.push(`${route.route}: guest token ${JSON.stringify(operation.security)}`);
        }
        if (!open && !operation.responses['401']) wrong.push(`${route.route}: no 401`);
      }
    }
    expect(catchAll.allowed).toEqual(['anonymous']);
    expect(wrong).toEqual([]);
  });

  it('describes every error in the one shape of ADR 0125', () => {
    const shapes = new Set<string>();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.responses.default).toBeDefined();
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status === 'default' || Number(status) >= 400) {
            shapes.add(JSON.stringify(response.content?.['application/json']?.schema));
          }
        }
      }
    }
    expect([...shapes]).toEqual([JSON.stringify({ $ref: '#/components/schemas/ApiError' })]);
  });

  it('serves a page at /api/docs that loads its own assets under the CSP, with no inline script', async () => {
    const page = await testApp.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.text;
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[;\s]/);
    expect(csp).toMatch(/style-src 'self'/);
    // Every script has a src (script-src 'self' runs no inline code) and every reference is this origin's.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThanOrEqual(3);
    for (const reference of references) {
      expect(reference).toMatch(/^\/api\/docs\//);
      const asset = await testApp.http().get(reference);
      expect([reference, asset.status]).toEqual([reference, 200]);
      expect(Number(asset.headers['content-length'] ?? asset.body.length)).toBeGreaterThan(0);
    }
    expect(references.map((reference) => reference.replace('/api/docs/', '')).sort()).toEqual(
      [...DOCS_ASSETS].sort(),
    );
    const bundle = await testApp.http().get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.text).toContain('SwaggerUIBundle');
    const initializer = await testApp.http().get('/api/docs/docs-initializer.js');
    expect(initializer.text).toContain("'/api/openapi.json'");
    const unknown = await testApp.http().get('/api/docs/..%2Fpackage.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('describes every socket.io event of the contract event map as a valid AsyncAPI 3.0 document', async () => {
    const response = await testApp.http().get('/api/asyncapi.json');
    expect(response.status).toBe(200);
    const asyncApi = response.body as {
      asyncapi: string;
      channels: Record<string, { messages: Record<string, { name: string; payload: Json }> }>;
      operations: Record<string, { action: string; messages: { $ref: string }[]; reply?: unknown }>;
    };
    const schema = createRequire(import.meta.url)('@asyncapi/specs/schemas/3.0.0-without-$id.json') as Json;
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(asyncApi) ? [] : validate.errors).toEqual([]);
    expect(asyncApi.asyncapi).toBe('3.0.0');
    const messages = Object.values(asyncApi.channels)[0]!.messages;
    const names = (action: string) =>
      Object.entries(asyncApi.operations)
        .filter(([, operation]) => operation.action === action)
        .map(([key]) => messages[key]!.name)
        .sort();
    expect(names('receive')).toEqual(Object.keys(roomClientEventSchemas).sort());
    expect(names('send')).toEqual(Object.keys(roomServerEventSchemas).sort());
    for (const [event, { payload, ack }] of Object.entries(roomClientEventSchemas)) {
      expect(messages[clientMessageKey(event)]!.payload).toEqual(asyncApiSchema(payload, 'input'));
      expect(messages[`${clientMessageKey(event)}.ack`]!.payload).toEqual(asyncApiSchema(ack, 'output'));
      expect(asyncApi.operations[clientMessageKey(event)]!.reply).toBeDefined();
    }
    for (const [event, schema] of Object.entries(roomServerEventSchemas)) {
      expect(messages[serverMessageKey(event)]!.payload).toEqual(asyncApiSchema(schema, 'output'));
    }
  });
});
