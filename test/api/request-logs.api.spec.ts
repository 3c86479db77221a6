import { Writable } from 'node:stream';
import fc from 'fast-check';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { isWellFormedRequestId } from '../../apps/api/src/infra/logging/request-id.js';
import { propertyParameters, propertyRuns } from '../../apps/api/src/testing/property-runs.js';

interface LogLine {
  level: string;
  msg: string;
  context?: string;
  requestId?: string;
  userId?: string;
  [field: string]: unknown;
}

/** What the api writes to stdout, one JSON object per line, kept for the test to read. */
class LogCapture extends Writable {
  readonly lines: LogLine[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      this.raw.push(text);
      this.lines.push(JSON.parse(text) as LogLine);
    }
    done();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('logs as JSON lines with request ids (embedded)', () => {
  let testApp: TestApp;
  const capture = new LogCapture();

  beforeAll(async () => {
    testApp = await startTestApp('pglite', { env: { LOG_LEVEL: 'debug' }, logDestination: capture });
  });
  afterAll(() => testApp.dispose());

  it('writes every line as JSON with a level name, a time and a message', async () => {
    await testApp.http().get('/api/health');
    expect(capture.raw.length).toBeGreaterThan(0);
    for (const line of capture.lines) {
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
    }
  });

  it("carries the request id of the response header and the signed-in user's id", async () => {
    const player = await signUp(testApp);
    const response = await testApp.http().get('/api/user/me').set('authorization', `Bearer ${player.token}`);
    expect(response.status).toBe(200);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(UUID);
    const answered = capture.lines.filter((line) => line.requestId === requestId);
    expect(answered).toContainEqual(
      expect.objectContaining({
        level: 'debug',
        context: 'Http',
        msg: 'request answered',
        userId: player.userId,
        route: '/api/user/me',
        status: 200,
      }),
    );
    // Refused, the same caller's request is logged by its id alone (ADR 0126: a refusal names nobody).
    const refused = await testApp
      .http()
      .get('/api/terms/acceptances')
      .set('authorization', `Bearer ${player.token}`);
    expect(refused.status).toBe(403);
    const refusedLines = capture.lines.filter((line) => line.requestId === refused.headers['x-request-id']);
    expect(refusedLines).toContainEqual(expect.objectContaining({ msg: 'request answered', status: 403 }));
    expect(JSON.stringify(refusedLines)).not.toContain(player.userId);
  });

  it('tags lines written by code inside a request (better-auth through Nest) with that request id', async () => {
    const player = await signUp(testApp);
    const response = await testApp
      .http()
      .post('/api/auth/sign-in/email')
      .set('origin', testApp.config.publicUrl)
      .send({ email: player.email, password: 'a wrong password' });
    expect(response.status).toBe(401);
    const requestId = response.headers['x-request-id'] as string;
    const lines = capture.lines.filter((line) => line.requestId === requestId);
    // The refused sign-in's one warning (ADR 0126), naming the request but not the account.
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/Invalid password/) }),
    );
    expect(JSON.stringify(lines)).not.toContain(player.email);
    expect(lines.some((line) => line.userId !== undefined)).toBe(false);
  });

  it('returns X-Request-Id on errors too: unknown route, bad JSON, a malformed URL, a refused caller', async () => {
    const answers = await Promise.all([
      testApp.http().get('/api/no-such-route'),
      testApp.http().post('/api/questions').set('content-type', 'application/json').send('[[['),
      testApp.http().get('/api/answers/user-answers/%E0%A4%A'),
      testApp.http().get('/api/user/me').set('authorization', 'Bearer forged'),
      testApp.http().get('/api/auth/get-session'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 400, 400, 401, 200]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces any other', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 300,
    });
    const wellFormed = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/);
    await fc.assert(
      fc.asyncProperty(fc.oneof(printable, wellFormed), async (incoming) => {
        const before = capture.lines.length;
        const response = await testApp.http().get('/api/no-such-route').set('x-request-id', incoming);
        const answered = response.headers['x-request-id'] as string;
        // HTTP drops a header value's surrounding spaces before anyone reads it.
        const received = incoming.replace(/^[ \t]+|[ \t]+$/g, '');
        if (isWellFormedRequestId(received)) expect(answered).toBe(received);
        else expect(answered).toMatch(UUID);
        expect(
          capture.lines.slice(before).filter((l) => l.requestId === answered && l.msg === 'request answered'),
        ).toHaveLength(1);
      }),
      // Over HTTP a sample is enough; request-id.unit.spec.ts proves the rule on every generated case.
      { ...propertyParameters(), numRuns: Math.min(50, propertyRuns()) },
    );
  });
});
