import fc from 'fast-check';
import { propertyParameters } from '../../testing/property-runs.js';
import { metricsAccess } from './metrics-route.js';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10'];
const elsewhere = fc.oneof(fc.ipV4(), fc.ipV6()).filter((ip) => !/^(127\.|::1$|::ffff:127\.)/.test(ip));
const proxyHeader = fc.constantFrom('x-forwarded-for', 'forwarded', 'x-real-ip');

/** A request from somewhere else: another address, or loopback through a proxy on this machine. */
const fromAfar = fc.oneof(
  elsewhere.map((remoteAddress) => ({ remoteAddress, headers: {} as Record<string, string> })),
  fc.tuple(proxyHeader, fc.oneof(fc.ipV4(), fc.constant('127.0.0.1'))).map(([name, value]) => ({
    remoteAddress: '127.0.0.1',
    headers: { [name]: value } as Record<string, string>,
  })),
);

describe('who may read GET /metrics', () => {
  it('given a request from loopback with no proxy header, then it is served, token or not', () => {
    for (const remoteAddress of LOOPBACK) {
      expect(metricsAccess({ remoteAddress, headers: {} }, undefined)).toBe(200);
      expect(metricsAccess({ remoteAddress, headers: {} }, TOKEN)).toBe(200);
    }
  });

  it('given a request from elsewhere, when no token is configured, then there is no such route, whatever it sends', () => {
    fc.assert(
      fc.property(fromAfar, fc.option(fc.string()), (request, authorization) => {
        const headers = authorization === null ? request.headers : { ...request.headers, authorization };
        expect(metricsAccess({ ...request, headers }, undefined)).toBe(404);
      }),
      propertyParameters(),
    );
  });

  it('given a token is configured, when a request from elsewhere lacks it or gets it wrong, then 401; with it, 200', () => {
    const wrong = fc.oneof(
      fc.constant(undefined),
      fc.string().map((s) => `Bearer ${s}`),
      fc.string().filter((s) => s !== `Bearer ${TOKEN}`),
      fc.constantFrom(
        TOKEN,
        `bearer ${TOKEN}`,
        `Bearer ${TOKEN} `,
        `Basic ${TOKEN}`,
        `Bearer ${TOKEN.slice(1)}`,
      ),
    );
    fc.assert(
      fc.property(fromAfar, wrong, (request, authorization) => {
        const headers = authorization === undefined ? request.headers : { ...request.headers, authorization };
        expect(metricsAccess({ ...request, headers }, TOKEN)).toBe(401);
        expect(
          metricsAccess(
            { ...request, headers: { ...request.headers, authorization: `Bearer ${TOKEN}` } },
            TOKEN,
          ),
        ).toBe(200);
      }),
      propertyParameters(),
    );
  });

  it('given a request with no known peer address, then it is from afar', () => {
    expect(metricsAccess({ remoteAddress: undefined, headers: {} }, undefined)).toBe(404);
  });
});
