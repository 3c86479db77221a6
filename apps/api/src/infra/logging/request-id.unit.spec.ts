import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { propertyParameters } from '../../testing/property-runs.js';
import { isWellFormedRequestId, requestIdOf } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

describe('the request id of a request', () => {
  it('given a well-formed incoming X-Request-Id, then it is kept as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/), (incoming) => {
        expect(requestIdOf(withHeader(incoming))).toBe(incoming);
      }),
      propertyParameters(),
    );
  });

  it('given a hostile or missing one (long, spaces, quotes, control or non-ASCII characters, repeated), then a new UUID', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 160 }).filter((s) => !isWellFormedRequestId(s)),
      fc.stringMatching(/^[A-Za-z0-9]{129,300}$/),
      fc.constantFrom('', ' ', 'a b', 'id"}', 'id\n{"level":"fatal"}', '../../etc', 'é', '-leading-dash'),
    );
    fc.assert(
      fc.property(
        fc.oneof(hostile, fc.constant(undefined), fc.array(fc.string(), { minLength: 2, maxLength: 3 })),
        (incoming) => {
          const id = requestIdOf(withHeader(incoming));
          expect(id).toMatch(UUID);
          expect(id).not.toBe(incoming);
        },
      ),
      propertyParameters(),
    );
  });

  it('never repeats a generated id', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => requestIdOf(withHeader(undefined))));
    expect(ids.size).toBe(10_000);
  });
});
