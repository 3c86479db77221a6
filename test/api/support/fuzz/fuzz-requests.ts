import fc from 'fast-check';
import type { RouteContract } from '../../../../apps/api/src/testing/route-contracts.js';
import {
  MEGABYTE,
  hostileCursor,
  hostileKey,
  hostileText,
  hostileUrlText,
  hostileValue,
  percentEncode,
  toJsonText,
} from './hostile-values.js';
import { inputJsonSchema, knownKeys, validish } from './schema-values.js';

export type Caller = 'anonymous' | 'guest' | 'player' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'guest', 'player', 'admin'];

export interface FuzzRequest {
  method: string;
  /** The route as declared, for the report. */
  route: string;
  owner: RouteContract['owner'];
  /** Path parameters: text to put in, or null for the caller's own user id. */
  pathParams: Record<string, string | null>;
  query: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: { contentType: string; text: string };
  /** What is hostile about it, for the report. */
  what: string[];
}

/** The callers a route admits, so that most requests get past the access guard to the code behind it. */
function admitted(route: RouteContract): Caller[] {
  if (route.allowed.includes('anonymous')) return CALLERS;
  const callers = CALLERS.filter(
    (caller) =>
      (caller === 'guest' && route.allowed.includes('guest')) ||
      (caller === 'player' && route.allowed.includes('player')) ||
      (caller === 'admin' && route.allowed.some((level) => level === 'player' || level === 'admin')),
  );
  return callers.length > 0 ? callers : CALLERS;
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};

function bodyArbitrary(route: RouteContract): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'what'>> {
  const schema = inputJsonSchema(route.body);
  const keys = knownKeys(schema);
  const key =
    keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, hostileKey) : hostileKey;
  const json = (value: unknown, what: string[]) => {
    const { text, raw } = toJsonText(value);
    return { body: { contentType: 'application/json', text }, what: [...what, ...raw] };
  };
  return fc.oneof(
    { weight: 2, arbitrary: validish(schema).map((value) => json(value, ['a body that nearly fits'])) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(validish(schema), key, hostileValue)
        .map(([base, field, value]) => json({ ...asObject(base), [field]: value }, [`body.${field}`])),
    },
    { weight: 2, arbitrary: hostileValue.map((value) => json(value, ['the whole body'])) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/xml',
            'application/json',
          ),
          fc.oneof(hostileText, fc.constantFrom('{"a":', '{"a":1}}', '\u00ff\u00fe', 'a=%00&b=%ED%A0%80')),
        )
        .map(([contentType, text]) => ({ body: { contentType, text }, what: [`a ${contentType} body`] })),
    },
  );
}

function queryArbitrary(route: RouteContract): fc.Arbitrary<Pick<FuzzRequest, 'query' | 'what'>> {
  const schema = inputJsonSchema(route.query);
  const keys = knownKeys(schema);
  const key =
    keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, hostileKey) : hostileKey;
  const encode = (entries: [string, unknown][]) =>
    entries
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(String(value))}`)
      .join('&');
  const base = validish(schema).map((value) => Object.entries(asObject(value)));
  return fc.oneof(
    { weight: 10, arbitrary: base.map((entries) => ({ query: encode(entries), what: [] })) },
    {
      weight: 20,
      arbitrary: fc
        .tuple(
          base,
          key,
          fc.oneof(
            hostileUrlText.map((text) => [text]),
            fc.array(hostileUrlText, { minLength: 2, maxLength: 3 }),
          ),
        )
        .map(([entries, name, values]) => ({
          query: encode([
            ...entries.filter(([known]) => known !== name),
            ...values.map((v): [string, unknown] => [name, v]),
          ]),
          what: [values.length > 1 ? `query.${name} repeated` : `query.${name}`],
        })),
    },
    {
      weight: keys.includes('cursor') ? 12 : 0,
      arbitrary: fc.tuple(base, hostileCursor).map(([entries, cursor]) => ({
        query: encode([...entries, ['cursor', cursor]]),
        what: ['query.cursor'],
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Pick<FuzzRequest, 'query' | 'what'>>({
        query: `q=${'x'.repeat(MEGABYTE)}`,
        what: ['a 1 MB query'],
      }),
    },
  );
}

function pathParamsArbitrary(route: RouteContract): fc.Arbitrary<Pick<FuzzRequest, 'pathParams' | 'what'>> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: hostileUrlText },
    fc.uuid(),
    fc.constantFrom('x'.repeat(150), '..', '.%2e/%2e.', 'a/b'),
  );
  return fc.tuple(...names.map(() => value)).map((values) => ({
    pathParams: Object.fromEntries(names.map((name, index) => [name, values[index]!])),
    what: names.filter((_name, index) => values[index] !== null).map((name) => `path :${name}`),
  }));
}

const headersArbitrary = fc.record(
  {
    'idempotency-key': fc.oneof(fc.uuid(), fc.constantFrom('not-a-uuid', '', ' ', 'x'.repeat(300))),
    'x-forwarded-for': fc.constantFrom('not-an-address', '999.1.1.1', '::ffff:1.2.3.4, 10.0.0.1', ''),
    'accept-language': fc.constantFrom('*', 'xx-Invalid;q=abc'),
  },
  { requiredKeys: [] },
);

/** Requests to one route: its own method, path, query and body, each either nearly valid or hostile. */
export function fuzzRequests(route: RouteContract): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...admitted(route)) },
        fc.constantFrom(...CALLERS),
      ),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(route.method === 'ALL' ? 'GET' : route.method) },
        fc.constantFrom('PUT', 'DELETE'),
      ),
      params: pathParamsArbitrary(route),
      query: queryArbitrary(route),
      body: bodyArbitrary(route),
      headers: headersArbitrary,
    })
    .map(({ caller, method, params, query, body, headers }) => {
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      return {
        method,
        route: `${route.method} ${route.path}`,
        owner: route.owner,
        pathParams: params.pathParams,
        query: query.query,
        caller,
        headers: headers as Record<string, string>,
        ...(sendsBody && { body: body.body }),
        what: [...params.what, ...query.what, ...(sendsBody ? body.what : [])],
      };
    });
}
