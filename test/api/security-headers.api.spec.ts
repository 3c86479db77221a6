import type { Response } from 'supertest';
import { startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer carries, whichever the route (ADR 0122). */
function expectSecurityHeaders(response: Response): void {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers and cookies', () => {
  // The served web page's headers are checked in the browser suite (test/e2e/security-headers.e2e.ts): the
  // static file plugin cannot load under jest.
  describe('served over http (embedded, local)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp('pglite');
    });
    afterAll(() => testApp.dispose());

    it.each(['/api/health', '/api/sign-in/providers', '/api/no-such-route'])('are on %s', async (path) => {
      const response = await testApp.http().get(path);
      expect(response.status).toBeLessThan(500);
      expectSecurityHeaders(response);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      // No HSTS and no upgrade of requests on plain http: that would break a local `npm start`.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directives(response).has('upgrade-insecure-requests')).toBe(false);
    });

    it('leave better-auth’s pages without an opener policy, so the sign-in popup can reach its opener', async () => {
      const response = await testApp.http().get('/api/auth/ok');
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    });

    it('set the session cookie without Secure', async () => {
      const response = await testApp
        .http()
        .post('/api/auth/sign-up/email')
        .send({
          name: 'Ada',
          email: `cookie-http-${Date.now()}@example.com`,
          password: 'correct horse battery',
        });
      expect(response.status).toBe(200);
      const session = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
        /session_token=/.test(c),
      )!;
      expect(session).toMatch(/^better-auth\.session_token=/);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).not.toMatch(/;\s*Secure/i);
    });
  });

  describe('served over https (PUBLIC_URL)', () => {
    let testApp: TestApp;
    const PUBLIC_URL = 'https://quiz.example.com';
    beforeAll(async () => {
      testApp = await startTestApp('pglite', { env: { PUBLIC_URL } });
    });
    afterAll(() => testApp.dispose());

    it.each(['/api/health', '/api/no-such-route'])(
      'add HSTS and upgrade insecure requests on %s',
      async (path) => {
        const response = await testApp.http().get(path);
        expectSecurityHeaders(response);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(directives(response).get('upgrade-insecure-requests')).toEqual([]);
      },
    );

    it('set the session cookie Secure, with the __Secure- prefix', async () => {
      const response = await testApp
        .http()
        .post('/api/auth/sign-up/email')
        .set('origin', PUBLIC_URL)
        .send({
          name: 'Ada',
          email: `cookie-https-${Date.now()}@example.com`,
          password: 'correct horse battery',
        });
      expect(response.status).toBe(200);
      const session = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
        /session_token=/.test(c),
      )!;
      expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    });
  });
});
