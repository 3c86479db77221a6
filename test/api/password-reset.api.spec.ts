import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { signUp, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app.js';
import { testDatabaseKinds } from '../../apps/api/src/testing/test-database.js';
import { startSmtpSink, textPart, type ReceivedMail } from '../../apps/api/src/testing/smtp-sink.js';
import { sleep, waitUntil } from '../../apps/api/src/testing/wait-until.js';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'new staple 2026';
const NEUTRAL_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** The link the mail carries, and the token in it. */
function resetLinkIn(mail: ReceivedMail | string): { link: URL; token: string } {
  const text = typeof mail === 'string' ? mail : textPart(mail.raw);
  const found = text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
  if (!found) throw new Error(`no reset link in:\n${text}`);
  const link = new URL(found[0]);
  return { link, token: link.searchParams.get('token')! };
}

describe.each(testDatabaseKinds())('password reset by e-mail over SMTP, on %s', (kind) => {
  let testApp: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await startTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'QuizStorm <no-reply@quiz.test>', PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await testApp.dispose();
    await sink.close();
  });

  const requestReset = (email: string) =>
    testApp.http().post('/api/auth/request-password-reset').set('origin', PUBLIC_URL).send({ email });
  const resetPassword = (token: string, newPassword: string) =>
    testApp.http().post('/api/auth/reset-password').set('origin', PUBLIC_URL).send({ token, newPassword });
  const signIn = (email: string, password: string) =>
    testApp.http().post('/api/auth/sign-in/email').set('origin', PUBLIC_URL).send({ email, password });
  const session = (token: string) =>
    testApp.http().get('/api/auth/get-session').set('authorization', `Bearer ${token}`);
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

  it('mails a link to the web app’s /reset-password page; the new password works, the old one and old sessions do not', async () => {
    const player = await signUp(testApp, { name: 'Ada', password: OLD_PASSWORD });
    const otherDevice = (await signIn(player.email, OLD_PASSWORD)).body.token as string;

    const asked = await requestReset(player.email);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(NEUTRAL_ANSWER);

    const mail = await waitUntil(() => mailsTo(player.email)[0]);
    expect(mail!.from).toBe('no-reply@quiz.test');
    expect(mail!.raw).toContain('Subject: Reset your QuizStorm password');
    const text = textPart(mail!.raw);
    expect(text).toMatch(/^Hi Ada,/);
    const { link, token } = resetLinkIn(text);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);

    expect((await resetPassword(token, NEW_PASSWORD)).body).toEqual({ status: true });

    // Every session from before the reset is revoked.
    expect((await session(player.token)).body).toBeNull();
    expect((await session(otherDevice)).body).toBeNull();
    expect(
      (
        await testApp
          .http()
          .post('/api/user/accept-terms')
          .set('authorization', `Bearer ${otherDevice}`)
          .send({
            acceptedAt: new Date().toISOString(),
            version: 'v1',
          })
      ).status,
    ).toBe(401);
    expect((await signIn(player.email, OLD_PASSWORD)).status).toBe(401);
    const fresh = await signIn(player.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await session(fresh.body.token)).body.user.email).toBe(player.email);

    // The link works once.
    const again = await resetPassword(token, 'yet another one');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await signIn(player.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.com`;
    const asked = await requestReset(unknown);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(NEUTRAL_ANSWER);
    await sleep(300);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('refuses a malformed e-mail with a 400 and sends nothing', async () => {
    const before = sink.received.length;
    const asked = await requestReset('not-an-address');
    expect(asked.status).toBe(400);
    await sleep(200);
    expect(sink.received).toHaveLength(before);
  });

  it('refuses a forged token or a too-short password, and the old password keeps working', async () => {
    const player = await signUp(testApp, { password: OLD_PASSWORD });
    expect((await resetPassword('forged-token-forged-token', NEW_PASSWORD)).body.code).toBe('INVALID_TOKEN');

    await requestReset(player.email);
    const mail = await waitUntil(() => mailsTo(player.email)[0]);
    const { token } = resetLinkIn(mail!);
    const short = await resetPassword(token, 'seven c');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await signIn(player.email, OLD_PASSWORD)).status).toBe(200);
    expect((await session(player.token)).body.user.email).toBe(player.email);
  });
});

describe('password reset without SMTP_URL: the development outbox', () => {
  let testApp: TestApp & { dataDir: string };

  beforeAll(async () => {
    testApp = await startTestApp('pglite', { env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp.dispose();
  });

  it('writes the reset mail to DATA_DIR/outbox, and its link resets the password', async () => {
    const player = await signUp(testApp, { password: OLD_PASSWORD });
    await testApp.http().post('/api/auth/request-password-reset').set('origin', PUBLIC_URL).send({
      email: player.email,
    });
    const outbox = join(testApp.dataDir, 'outbox');
    const file = await waitUntil(() => {
      try {
        const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        return files[0];
      } catch {
        return undefined;
      }
    });
    const message = readFileSync(join(outbox, file!), 'utf8');
    expect(message).toContain(`To: ${player.email}`);
    const { token } = resetLinkIn(message);
    const reset = await testApp
      .http()
      .post('/api/auth/reset-password')
      .set('origin', PUBLIC_URL)
      .send({ token, newPassword: NEW_PASSWORD });
    expect(reset.body).toEqual({ status: true });
    const signIn = await testApp
      .http()
      .post('/api/auth/sign-in/email')
      .set('origin', PUBLIC_URL)
      .send({ email: player.email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);
  });
});
