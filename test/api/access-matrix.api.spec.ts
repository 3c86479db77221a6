import { Controller, Get } from '@nestjs/common';
import { decideAccess, type AccessLevel } from '@quiz/domain';
import {
  declaredRoutes,
  grantRole,
  signInAsGuest,
  waitForRoles,
  type DeclaredRoute,
} from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';

// Solving proofs of work and starting whole apps takes longer on a busy machine than the default allows.

const ADMIN = 'matrix-admin@example.com';

type Caller = 'anonymous' | 'guest' | 'player' | 'analyst' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'guest', 'player', 'analyst', 'admin'];

/**
 * A concrete URL for a declared path: parameters get a placeholder, better-auth's catch-all its `ok` probe.
 * `:uid` names the caller's own account: such routes also refuse other people's, which the route's own
 * tests cover; here only the declared access is under test.
 */
const concrete = (path: string, ownUid = 'no-such-id') =>
  path
    .replace(/:uid\b/g, ownUid)
    .replace(/:[A-Za-z]+/g, 'no-such-id')
    .replace(/\*$/, 'ok');

/** What the declaration promises the caller: allowed, or 401 for an anonymous caller and 403 for anyone else. */
function expectedFor(route: DeclaredRoute, caller: Caller): 'allowed' | 401 | 403 {
  const kind = caller === 'anonymous' ? 'anonymous' : caller === 'guest' ? 'guest' : 'user';
  const roles = caller === 'analyst' || caller === 'admin' ? [caller] : [];
  const decision = decideAccess(route.allowed as AccessLevel[], kind, roles);
  return decision === 'allowed' ? 'allowed' : decision === 'unauthenticated' ? 401 : 403;
}

describe.each(testDatabaseKinds())('every endpoint × every kind of caller, on %s', (kind) => {
  let testApp: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  const userIds: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    testApp = await startTestApp(kind, { env: { ADMIN_EMAILS: ADMIN } });
    tokens.guest = await signInAsGuest(testApp);
    const player = await signUp(testApp);
    tokens.player = player.token;
    userIds.player = player.userId;
    const analyst = await signUp(testApp);
    await grantRole(testApp, analyst, 'analyst');
    tokens.analyst = analyst.token;
    userIds.analyst = analyst.userId;
    const admin = await signUp(testApp, { email: ADMIN });
    tokens.admin = admin.token;
    userIds.admin = admin.userId;
    await waitForRoles(testApp, tokens.admin, (roles) => roles.includes('admin'));
  });
  afterAll(() => testApp.dispose());

  it('finds the routes at runtime, and every one declares who may use it', () => {
    const routes = declaredRoutes(testApp.app);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'ALL /api/auth/*',
        'POST /api/user/accept-terms',
        'GET /api/terms/acceptances',
        'POST /api/verify-recaptcha',
        'POST /api/user/verify-token',
        'GET /api/user/me',
        'GET /api/guest/session',
        'GET /api/quiz-sessions/:sessionId',
        'GET /api/admin/accounts',
        'PUT /api/admin/accounts/:userId/roles/:role',
        'DELETE /api/admin/accounts/:userId/roles/:role',
      ]),
    );
    expect(routes.filter((route) => !route.allowed?.length).map((route) => route.route)).toEqual([]);
  });

  it('answers each caller as the route declares: allowed, 401 for anonymous, 403 for the rest', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of declaredRoutes(testApp.app)) {
      for (const caller of CALLERS) {
        const method =
          route.method === 'ALL'
            ? 'get'
            : (route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete');
        let call = testApp.http()[method](concrete(route.path, userIds[caller]));
        const token = tokens[caller];
        if (token) call = call.set('authorization', `Bearer ${token}`);
        const response = method === 'get' ? await call : await call.send({});
        const want = expectedFor(route, caller);
        const got = [401, 403].includes(response.status) ? response.status : 'allowed';
        outcomes.push(`${route.method} ${route.path} as ${caller}: ${got}`);
        expected.push(`${route.method} ${route.path} as ${caller}: ${want}`);
      }
    }
    // The matrix is only worth something if it holds every kind of answer.
    expect(new Set(expected.map((line) => line.split(': ')[1]))).toEqual(new Set(['allowed', '401', '403']));
    expect(outcomes).toEqual(expected);
  });

  it('keeps guests to guest routes: a guest token is refused by account routes and accepted by guest ones', async () => {
    const bearer = `Bearer ${tokens.guest}`;
    expect((await testApp.http().get('/api/guest/session').set('authorization', bearer)).status).toBe(200);
    expect((await testApp.http().get('/api/user/me').set('authorization', bearer)).status).toBe(403);
    const verify = await testApp.http().post('/api/user/verify-token').send({ token: tokens.guest });
    expect(verify.status).toBe(401);
  });
});

@Controller('undeclared')
class UndeclaredHttpController {
  @Get()
  reachable() {
    return { reached: true };
  }
}

describe('a route that declares nothing', () => {
  it('is refused to everyone, signed in or not (fail closed)', async () => {
    const testApp = await startTestApp('pglite', { controllers: [UndeclaredHttpController] });
    try {
      const anonymous = await testApp.http().get('/api/undeclared');
      expect(anonymous.status).toBe(403);
      expect(anonymous.body.code).toBe('ACCESS_NOT_DECLARED');
      const { token } = await signUp(testApp);
      const signedIn = await testApp.http().get('/api/undeclared').set('authorization', `Bearer ${token}`);
      expect(signedIn.status).toBe(403);
      expect(signedIn.body).not.toHaveProperty('reached');
    } finally {
      await testApp.dispose();
    }
  });
});
