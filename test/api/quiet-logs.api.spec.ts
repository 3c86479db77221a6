import { jest } from '@jest/globals';
import { format } from 'node:util';
import { signInAsGuest, waitForRoles } from '../../apps/api/src/testing/access.js';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { CapturingLogger, type LogLine } from '../../apps/api/src/testing/capturing-logger.js';

type Line = LogLine;

/** Also what anything writes past the Nest logger: TypeORM's query log, better-auth's own console logger. */
function captureConsoleAndStreams(into: Line[]): () => void {
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation((...params: unknown[]) => {
        into.push({ level: 'console', text: format(...params) });
      }),
    ),
    ...(['stdout', 'stderr'] as const).map((stream) =>
      jest.spyOn(process[stream], 'write').mockImplementation((chunk: unknown) => {
        into.push({ level: stream, text: String(chunk) });
        return true;
      }),
    ),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

const STACK_FRAME = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;
const ADMIN = 'quiet-logs-admin@example.com';

describe.each(testDatabaseKinds())('what a batch of refused requests logs, on %s', (kind) => {
  let testApp: TestApp;
  const logger = new CapturingLogger();
  let player: { token: string; userId: string; email: string };
  let admin: { token: string; userId: string; email: string };
  let guestToken: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind, { logger, env: { ADMIN_EMAILS: ADMIN } });
    player = await signUp(testApp);
    admin = await signUp(testApp, { email: ADMIN });
    await waitForRoles(testApp, admin.token, (roles) => roles.includes('admin'));
    guestToken = await signInAsGuest(testApp);
  });
  afterAll(() => testApp.dispose());

  const call = (method: 'get' | 'post' | 'patch', path: string, token?: string) => {
    const request = testApp.http()[method](path).set('origin', testApp.config.publicUrl);
    return token ? request.set('authorization', `Bearer ${token}`) : request;
  };

  /** Every kind of 4xx the api gives: bad input, unknown things, refused callers, conflicts, wrong passwords. */
  async function refusedRequests(): Promise<number[]> {
    const unknownQuestion = '00000000-0000-4000-8000-000000000000';
    const batch = await call('post', '/api/questions', player.token).send({ topic: 'Space', batchSize: 1 });
    const question = batch.body.questions[0] as { id: string };
    const answer = {
      questionId: question.id,
      selectedAnswer: 'A',
      timeTaken: 2,
      sessionId: batch.body.sessionId,
    };
    expect((await call('post', '/api/answers/save-answer', player.token).send(answer)).status).toBe(200);
    const responses = await Promise.all([
      call('post', '/api/auth/sign-in/email').send({ email: player.email, password: 'wrong password 1' }),
      call('post', '/api/auth/sign-in/email').send({
        email: 'nobody@example.com',
        password: 'wrong password',
      }),
      call('post', '/api/auth/sign-in/email').send({ email: 5, password: [] }),
      call('post', '/api/auth/sign-up/email').send({ email: player.email, password: 'x', name: 'Again' }),
      call('post', '/api/auth/reset-password').send({
        token: 'not-a-token',
        newPassword: 'long enough password',
      }),
      call('post', '/api/auth/reset-password').send({ token: '\u0000', newPassword: 'long enough password' }),
      call('post', '/api/user/verify-token').send({ token: 'not-a-session' }),
      call('post', '/api/user/verify-token').send({ token: '\ud800' }),
      call('patch', '/api/user/me', player.token).send({ displayName: 'A\u0000' }),
      call('patch', '/api/user/me', player.token).send({ displayName: '   ' }),
      call('post', '/api/user/accept-terms', player.token).send({ acceptedAt: 'yesterday', version: 'v1' }),
      call('get', '/api/user/me'),
      call('get', '/api/user/me', guestToken),
      call('get', '/api/user/me', 'forged-token'),
      call('get', `/api/answers/user-answers/${admin.userId}`, player.token),
      call('get', '/api/answers/user-answers/%00', admin.token),
      call(
        'get',
        '/api/answers/user-answers?cursor=ZGVzY3wyMDI2LTEzLTQ1VDk5Ojk5Ojk5LjAwMDAwMFp8MXwx',
        player.token,
      ),
      call('get', '/api/terms/acceptances?cursor=OTk5OTk5OTk5OTk5OTk5OTk5OTk5OTkvMQ', admin.token),
      call('get', '/api/terms/acceptances/export?version=%00', admin.token),
      call('get', '/api/terms/acceptances', player.token),
      call('get', '/api/streaks/leaderboard?limit=1000'),
      call('post', '/api/answers/save-answer', player.token).send({ ...answer, questionId: unknownQuestion }),
      call('post', '/api/answers/save-answer', player.token).send(answer),
      call('post', '/api/questions', player.token).send({ topic: '' }),
      call('post', '/api/questions', player.token).set('content-type', 'application/json').send('[[[[[[[[[['),
      call('post', '/api/auth/sign-in/email').set('content-type', 'application/json').send('['.repeat(5000)),
      call('get', '/api/no-such-route'),
    ]);
    return responses.map((response) => response.status);
  }

  it('logs no stack trace and no SQL parameter or user id for a 4xx; refused sign-ins at warn, nothing at error', async () => {
    logger.lines.length = 0;
    const written: Line[] = [];
    const restore = captureConsoleAndStreams(written);
    let statuses: number[];
    try {
      statuses = await refusedRequests();
    } finally {
      restore();
    }
    const lines = [...logger.lines, ...written];
    expect(lines.filter((line) => STACK_FRAME.test(line.text))).toEqual([]);
    const secrets = [player.userId, admin.userId, player.email, player.token, admin.token, 'PARAMETERS'];
    expect(lines.filter((line) => secrets.some((secret) => line.text.includes(secret)))).toEqual([]);
    expect(lines.filter((line) => !['warn', 'log', 'debug', 'verbose'].includes(line.level))).toEqual([]);
    // The wrong password and the unknown account: refused sign-ins are worth a warning, not an error.
    const refusedSignIns = lines.filter(
      (line) => line.level === 'warn' && /Invalid password|User not found/.test(line.text),
    );
    expect(refusedSignIns.length).toBeGreaterThanOrEqual(2);
    // Checked last, so that a failure above shows what the log said whatever the statuses were.
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
  });
});
